import { createReadStream, createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

/**
 * A minimal POSIX ustar writer and reader for the media archive: regular files only, names up
 * to 100 bytes (media keys are `uploads/YYYY/MM/<uuid>-<width>.webp`, well under that).
 */

const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Buffer;
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

function header(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, "utf8");
  if (nameBytes.length > 100) throw new Error(`tar entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  nameBytes.copy(block, 0);
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write("0", 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

async function* tarBlocks(entries: AsyncIterable<TarEntry>, mtime: Date): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield header(entry.name, entry.data.length, mtime);
    yield entry.data;
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes the entries, one at a time, as a gzip-compressed tar file. */
export async function writeTarGz(
  file: string,
  entries: AsyncIterable<TarEntry>,
  mtime = new Date(),
): Promise<void> {
  await pipeline(Readable.from(tarBlocks(entries, mtime)), createGzip(), createWriteStream(file));
}

/** Reads the regular files of a .tar.gz one at a time; throws on a malformed archive. */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  let buffered = Buffer.alloc(0);
  let current: { name: string; size: number; regular: boolean } | null = null;
  const stream = createReadStream(file).pipe(createGunzip());
  for await (const chunk of stream) {
    buffered = Buffer.concat([buffered, chunk as Buffer]);
    for (;;) {
      if (!current) {
        if (buffered.length < BLOCK) break;
        const block = buffered.subarray(0, BLOCK);
        buffered = buffered.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) continue;
        const name = block.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
        const size = Number.parseInt(block.subarray(124, 136).toString("ascii").trim() || "0", 8);
        if (!Number.isFinite(size) || size < 0) throw new Error("malformed tar header");
        const type = String.fromCharCode(block[156] ?? 0);
        current = { name, size, regular: type === "0" || type === "\0" };
      }
      const padded = Math.ceil(current.size / BLOCK) * BLOCK;
      if (buffered.length < padded) break;
      const data = Buffer.from(buffered.subarray(0, current.size));
      buffered = buffered.subarray(padded);
      if (current.regular) yield { name: current.name, data };
      current = null;
    }
  }
  if (current) throw new Error("the archive ends early");
}
