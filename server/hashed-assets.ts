import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { pickEncoding } from "./accept-encoding";
import { PRECOMPRESSED, type PrecompressedEncoding } from "./precompressed-encodings";

/**
 * Serves the browser build's hashed files (`/assets/*`, cached for a year): a script or
 * stylesheet goes out as the build's brotli or gzip copy when the browser takes one, so no
 * request compresses it again (decision 0030). The copies are listed once at start, not looked
 * up per request; a file without one (small, or not text) is sent as it is, and the
 * compression middleware leaves it to the proxy or compresses it as before.
 */
export function hashedAssets(dir: string) {
  const copies = precompressedCopies(dir);
  const serve = express.static(dir, { immutable: true, maxAge: "1y", index: false });
  return (req: Request, res: Response, next: NextFunction) => {
    const encodings = copies.get(req.path);
    if (!encodings) return serve(req, res, next);
    res.vary("Accept-Encoding");
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (!encoding || !encodings.has(encoding)) return serve(req, res, next);
    const asked = req.url;
    // The type of the file asked for, not of its copy; send keeps a type already set.
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    req.url = req.path + PRECOMPRESSED[encoding];
    serve(req, res, (error?: unknown) => {
      // Not served here (another method, or the copy went missing since start): whatever
      // answers instead is not compressed.
      req.url = asked;
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next(error);
    });
  };
}

/** Each asset's URL path within `dir` (`/framework-….js`), with the encodings it has a copy in. */
function precompressedCopies(dir: string): Map<string, Set<PrecompressedEncoding>> {
  const copies = new Map<string, Set<PrecompressedEncoding>>();
  const byExtension = new Map<string, PrecompressedEncoding>(
    Object.entries(PRECOMPRESSED).map(([encoding, extension]) => [
      extension,
      encoding as PrecompressedEncoding,
    ]),
  );
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return copies;
  }
  const present = new Set(names);
  for (const name of names) {
    const extension = path.extname(name);
    const encoding = byExtension.get(extension);
    const original = name.slice(0, -extension.length);
    if (!encoding || !present.has(original)) continue;
    const key = `/${original}`;
    const encodings = copies.get(key) ?? new Set();
    encodings.add(encoding);
    copies.set(key, encodings);
  }
  return copies;
}
