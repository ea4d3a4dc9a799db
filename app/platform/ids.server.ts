import { createHash, randomUUID } from "node:crypto";

export function newId(): string {
  return randomUUID();
}

/** A stable UUID-shaped id derived from a key, so seeded rows keep their ids across runs. */
export function stableId(namespace: string, key: string): string {
  const hex = createHash("sha256").update(`${namespace}:${key}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
