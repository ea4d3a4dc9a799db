/**
 * Sets `key` in `map`, first letting the oldest entry go (maps keep insertion order) when the
 * map holds `limit` already: a bound for maps that keep what many requests share (kept markup,
 * kept reads), where the newest entries are the ones most pages ask for.
 */
export function addBounded<Key, Value>(
  map: Map<Key, Value>,
  key: Key,
  value: Value,
  limit: number,
): void {
  if (!map.has(key) && map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
}
