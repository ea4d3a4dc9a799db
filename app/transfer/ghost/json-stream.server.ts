import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type StreamChain from "stream-chain";
import type StreamJson from "stream-json";
import type Pick from "stream-json/filters/Pick.js";
import type StreamArray from "stream-json/streamers/StreamArray.js";
import type StreamValues from "stream-json/streamers/StreamValues.js";
import { lazily, requirePackage } from "~/platform/lazy-require.server";
import { ImportFormatError } from "../errors";

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
 */

async function formatError(file: string): Promise<ImportFormatError> {
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

/** Values at the paths matching `filter` (anchored), each with the path it was found at. */
export async function* pickedValues(
  file: string,
  filter: RegExp,
): AsyncGenerator<{ path: string; value: unknown }> {
  const paths: string[] = [];
  const { chain, parser, pick, streamValues } = streamJson();
  const pipeline = chain([
    createReadStream(file),
    parser(),
    pick({
      filter: (stack) => {
        const path = stack.join(".");
        const matched = filter.test(path);
        if (matched && !paths.includes(path)) paths.push(path);
        return matched;
      },
    }),
    streamValues(),
  ]);
  try {
    for await (const item of pipeline as AsyncIterable<{ key: number; value: unknown }>) {
      yield { path: paths[item.key] ?? "", value: item.value };
    }
  } catch {
    throw await formatError(file);
  }
}

/** The elements of the array at the path matching `filter`, one at a time. */
export async function* arrayItems(file: string, filter: RegExp): AsyncGenerator<unknown> {
  const { chain, parser, pick, streamArray } = streamJson();
  const pipeline = chain([createReadStream(file), parser(), pick({ filter }), streamArray()]);
  try {
    for await (const item of pipeline as AsyncIterable<{ value: unknown }>) yield item.value;
  } catch {
    throw await formatError(file);
  }
}
