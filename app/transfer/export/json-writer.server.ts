import { createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";

/**
 * Writes one JSON object whose arrays are filled one element at a time, so an export of any
 * size never holds more than one row in memory.
 */
export class JsonObjectWriter {
  private readonly out: WriteStream;
  private firstKey = true;
  private firstItem = true;

  constructor(file: string) {
    this.out = createWriteStream(file, { encoding: "utf8" });
    this.out.write("{");
  }

  private async write(text: string): Promise<void> {
    if (!this.out.write(text)) await once(this.out, "drain");
  }

  private async key(name: string): Promise<void> {
    await this.write(`${this.firstKey ? "" : ","}\n  ${JSON.stringify(name)}: `);
    this.firstKey = false;
  }

  async value(name: string, value: unknown): Promise<void> {
    await this.key(name);
    await this.write(JSON.stringify(value));
  }

  async array<T>(name: string, items: AsyncIterable<T> | Iterable<T>): Promise<number> {
    await this.key(name);
    await this.write("[");
    this.firstItem = true;
    let count = 0;
    for await (const item of items) {
      await this.write(`${this.firstItem ? "" : ","}\n    ${JSON.stringify(item)}`);
      this.firstItem = false;
      count += 1;
    }
    await this.write(count ? "\n  ]" : "]");
    return count;
  }

  async close(): Promise<void> {
    this.out.end("\n}\n");
    await once(this.out, "finish");
  }
}
