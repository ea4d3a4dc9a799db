import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type StreamChain from "stream-chain";
import type StreamJson from "stream-json";
import type Pick from "stream-json/filters/Pick.js";
import type StreamArray from "stream-json/streamers/StreamArray.js";
import type StreamValues from "stream-json/streamers/StreamValues.js";
import { lazily, requirePackage } from "~/platform/lazy-require.server";
import { IMPORT_JSON_MAX_DEPTH, IMPORT_MESSAGES } from "../constants";
import { ImportFormatError, isImportFormatError } from "../errors";

/** stream-json's pieces, loaded by the first Ghost import rather than at every server start. */
const streamJson = lazily(() => ({
  chain: requirePackage<typeof StreamChain>("stream-chain").chain,
  parser: requirePackage<typeof StreamJson>("stream-json").parser,
  pick: requirePackage<typeof Pick>("stream-json/filters/Pick.js").pick,
  streamArray: requirePackage<typeof StreamArray>("stream-json/streamers/StreamArray.js")
    .streamArray,
  streamValues: requirePackage<typeof StreamValues>("stream-json/streamers/StreamValues.js")
    .streamValues,
}));

/**
 * Streaming reads of a Ghost export with stream-json, so a 50 MB export never sits in memory
 * whole: `pickedValues` assembles small tables (users, tags, …) by path; `arrayItems` yields the
 * elements of a large array (posts) one at a time.
 *
 * Two guards keep a hostile file from stalling the server (issue 37): the nesting depth is
 * capped (`IMPORT_JSON_MAX_DEPTH`), and the filter compares a token's path with the few wanted
 * paths segment by segment instead of joining the whole path on every token, which made the work
 * grow with the square of the depth (a 200 KB file nested 100,000 deep took minutes).
 */

/** Small reads: the parser works through a whole chunk before anything else runs. */
const READ_CHUNK_BYTES = 16 * 1024;

/** Where a value sits in the document: object keys and array indexes, outermost first. */
export type JsonPath = readonly (string | number | null)[];

/**
 * A test for "is this one of these dotted paths" (`data.posts`, `db.0.data.posts`) whose cost
 * does not depend on how deep the token is: only a path of a wanted length is looked at, one
 * segment at a time. Returns the dotted path matched, or null.
 */
export function pathMatcher(paths: readonly string[]): (path: JsonPath) => string | null {
  const byLength = new Map<number, { dotted: string; segments: string[] }[]>();
  for (const dotted of paths) {
    const segments = dotted.split(".");
    byLength.set(segments.length, [...(byLength.get(segments.length) ?? []), { dotted, segments }]);
  }
  return (path) => {
    const candidates = byLength.get(path.length);
    if (!candidates) return null;
    for (const { dotted, segments } of candidates) {
      if (segments.every((segment, index) => String(path[index]) === segment)) return dotted;
    }
    return null;
  };
}

/** Ghost 2+ wraps everything in `db[0]`; older exports did not. Both are accepted. */
export function ghostPaths(...paths: string[]): string[] {
  return paths.flatMap((path) => [path, `db.0.${path}`]);
}

type Token = { name: string };

/**
 * Passes the parser's tokens on, refusing the file as soon as it nests deeper than the limit
 * (before anything is assembled from it). A Ghost export nests about six levels.
 */
function depthGuard(limit: number): (token: Token) => Token {
  let depth = 0;
  return (token) => {
    if (token.name === "startObject" || token.name === "startArray") {
      depth += 1;
      if (depth > limit) throw new ImportFormatError(IMPORT_MESSAGES.tooDeep);
    } else if (token.name === "endObject" || token.name === "endArray") {
      depth -= 1;
    }
    return token;
  };
}

async function formatError(file: string, error: unknown): Promise<ImportFormatError> {
  if (isImportFormatError(error)) return error;
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(64, size));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(64, size));
    await handle.read(tail, 0, tail.length, Math.max(0, size - tail.length));
    const looksLikeJson = head.toString("utf8").trimStart().startsWith("{");
    const truncated = looksLikeJson && !tail.toString("utf8").trimEnd().endsWith("}");
    return new ImportFormatError(
      truncated
        ? "The file ends early: it looks truncated. Export it again."
        : "The file is not valid JSON, so it cannot be a Ghost export.",
    );
  } finally {
    await handle.close();
  }
}

/** The parsed tokens of the file, depth-checked, keeping only the values at `paths`. */
function picked(file: string, paths: readonly string[], onMatch?: (dotted: string) => void) {
  const { parser, pick } = streamJson();
  const matches = pathMatcher(paths);
  return [
    createReadStream(file, { highWaterMark: READ_CHUNK_BYTES }),
    parser(),
    depthGuard(IMPORT_JSON_MAX_DEPTH),
    pick({
      filter: (stack: JsonPath) => {
        const dotted = matches(stack);
        if (dotted !== null) onMatch?.(dotted);
        return dotted !== null;
      },
    }),
  ] as Parameters<typeof StreamChain.chain>[0];
}

/** Values at `paths` (dotted, exact), each with the path it was found at. */
export async function* pickedValues(
  file: string,
  paths: readonly string[],
): AsyncGenerator<{ path: string; value: unknown }> {
  const found: string[] = [];
  const { chain, streamValues } = streamJson();
  const pipeline = chain([
    // One match per picked value, so a value's key in the stream is its index here.
    ...picked(file, paths, (dotted) => found.push(dotted)),
    streamValues(),
  ]);
  try {
    for await (const item of pipeline as AsyncIterable<{ key: number; value: unknown }>) {
      yield { path: found[item.key] ?? "", value: item.value };
    }
  } catch (error) {
    throw await formatError(file, error);
  }
}

/** The elements of the array at one of `paths`, one at a time. */
export async function* arrayItems(file: string, paths: readonly string[]): AsyncGenerator<unknown> {
  const { chain, streamArray } = streamJson();
  const pipeline = chain([...picked(file, paths), streamArray()]);
  try {
    for await (const item of pipeline as AsyncIterable<{ value: unknown }>) yield item.value;
  } catch (error) {
    throw await formatError(file, error);
  }
}
