import { gzipAsync } from "@gfx/zopfli";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { Plugin } from "vite";
// With its extension: loaded with the Vite config (see vite.config.ts).
import { PRECOMPRESSED } from "../server/precompressed-encodings.ts";

const brotli = promisify(brotliCompress);

/** The browser build's hashed files that are text: served for a year, so compressed once here. */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg)$/;

/**
 * Writes a brotli (quality 11) and a gzip (zopfli) copy of every hashed text asset of the
 * browser build, for the server to send as they are (server/hashed-assets.ts).
 *
 * Compressing on the fly cost every new reader's browser a compression of each script (the
 * framework file is 340 KB) at the compression middleware's default level; the best levels are
 * too slow for that but cost nothing at build time. Zopfli's gzip is ~3.5 % smaller than zlib's
 * level 6 and any gzip decoder reads it; brotli at 11 is ~14 % smaller again (decision 0030).
 */
export function precompressAssets(): Plugin {
  return {
    name: "techpulse:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) throw new Error("precompress-assets: the client build has no output folder");
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => writeCompressedCopies(path.join(dir, file))));
    },
  };
}

async function writeCompressedCopies(file: string): Promise<void> {
  // Every file, however small: a page loads a dozen, and the compression middleware leaves
  // those under 1 KB as they are.
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    // One iteration: 15 (zopfli's default) saves another 0.1 % at twice the time.
    gzipAsync(source, { numiterations: 1 }),
  ]);
  await Promise.all(
    [
      { copy: br, extension: PRECOMPRESSED.br },
      { copy: gz, extension: PRECOMPRESSED.gzip },
    ].map(({ copy, extension }) =>
      copy.length < source.length ? writeFile(file + extension, copy) : undefined,
    ),
  );
}
