import path from "node:path";

/**
 * Maps an old-site URL to a file in a local folder, e.g. `…/wp-content/uploads/2020/01/a.jpg`
 * with `--uploads DIR` → `DIR/2020/01/a.jpg`. Never outside the folder.
 */
export function localFileMapper(
  folder: string | null | undefined,
  marker: RegExp,
): (url: string) => string | null {
  if (!folder) return () => null;
  const root = path.resolve(folder);
  return (url) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(url, "http://local.invalid").pathname);
    } catch {
      return null;
    }
    const match = marker.exec(pathname);
    if (!match) return null;
    const file = path.resolve(root, pathname.slice(match.index + match[0].length));
    return file.startsWith(root + path.sep) ? file : null;
  };
}
