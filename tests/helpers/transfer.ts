import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const TRANSFER_FIXTURES = path.resolve("tests/fixtures/transfer");

export function fixturePath(name: string): string {
  return path.join(TRANSFER_FIXTURES, name);
}

/** A copy of a fixture in a fresh temporary folder, with text replaced (e.g. the site's origin). */
export function fixtureCopy(name: string, replace: Record<string, string> = {}): string {
  let text = readFileSync(fixturePath(name), "utf8");
  for (const [from, to] of Object.entries(replace)) text = text.split(from).join(to);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "techpulse-transfer-")), name);
  writeFileSync(file, text);
  return file;
}

/** A local HTTP server on a free port answering from a path → (status, type, body) table. */
export async function startFileServer(
  files: Record<string, { type: string; body: Buffer | string; status?: number }>,
): Promise<{ origin: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? "");
    const file = files[request.url ?? ""];
    if (!file) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(file.status ?? 200, { "content-type": file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
