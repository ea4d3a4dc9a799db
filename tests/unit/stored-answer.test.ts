import { createServer, ServerResponse, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setRenderKeepers } from "~/cache/render-keepers.server";
import { sendStoredAnswer, type StoredAnswer } from "../../server/stored-answer";

const ETAG = 'W/"page-1"';
const BODY = Buffer.from("<!DOCTYPE html><p>Caf\u00e9 \u2014 stored</p>", "utf8");

/** A stored page's answer, its headers shaped like the site's (a long CSP among them). */
function storedAnswer(): StoredAnswer {
  const csp = `default-src 'self';script-src 'self' ${Array.from({ length: 6 }, (_, i) => `'sha256-${String(i).repeat(43)}='`).join(" ")}`;
  const validators = [
    "Content-Security-Policy",
    csp,
    "X-Frame-Options",
    "DENY",
    "Cache-Control",
    "public, max-age=0, s-maxage=60",
    "ETag",
    ETAG,
  ];
  return {
    body: BODY,
    notModifiedHeaders: validators,
    headers: [
      ...validators,
      "content-type",
      "text/html; charset=utf-8",
      "Content-Length",
      String(BODY.length),
    ],
  };
}

let server: Server | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server answering every request with `answer`; resolves with its port. */
async function serve(answer: StoredAnswer): Promise<number> {
  server = createServer((req, res) => sendStoredAnswer(req, res, 200, answer, ETAG));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server!.address() as AddressInfo).port;
}

/** A raw connection: what is written goes out as is, and every byte that comes back is kept. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = Buffer.alloc(0);
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  socket.on("close", () => (closed = true));
  return {
    send: (text: string) => socket.write(text),
    /** Waits until `count` whole answers (head and body) have arrived; returns them as text. */
    async answers(count: number): Promise<string[]> {
      await vi.waitFor(() => expect(splitAnswers(received)).toHaveLength(count), {
        timeout: 2_000,
      });
      return splitAnswers(received);
    },
    text: () => received.toString("latin1"),
    closed: () => closed,
    end: () => socket.destroy(),
  };
}

/** Whole answers in `bytes`, each its head and body as latin1 text. */
function splitAnswers(bytes: Buffer): string[] {
  const answers: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headEnd = bytes.indexOf("\r\n\r\n", at);
    if (headEnd === -1) break;
    const head = bytes.subarray(at, headEnd).toString("latin1");
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
    const end = headEnd + 4 + (/^HTTP\/1\.1 304/.test(head) ? 0 : length);
    if (end > bytes.length) break;
    answers.push(bytes.subarray(at, end).toString("latin1"));
    at = end;
  }
  return answers;
}

const GET = "GET / HTTP/1.1\r\nHost: example.test\r\n\r\n";
const dateOf = (answer: string) => /\r\nDate: ([^\r]+)\r\n/.exec(answer)?.[1];
const undated = (answer: string) => answer.replace(/\r\nDate: [^\r]+\r\n/, "\r\nDate: -\r\n");

/** Three GETs of the stored answer, one after the other on one kept-alive connection. */
async function threeAnswersOnOneConnection(answer: ReturnType<typeof storedAnswer>) {
  const connection = await rawConnection(await serve(answer));
  const answers: string[] = [];
  for (let count = 1; count <= 3; count += 1) {
    connection.send(GET);
    answers.push((await connection.answers(count)).at(-1)!);
  }
  connection.end();
  return answers;
}

describe("stored answers", () => {
  it("later answers on a kept-alive connection are what writeHead sends, made without it", async () => {
    const answer = storedAnswer();
    const writeHead = vi.spyOn(ServerResponse.prototype, "writeHead");
    const answers = await threeAnswersOnOneConnection(answer);

    // The first is Node's own answer; the others repeat its head with their own date.
    expect(writeHead).toHaveBeenCalledTimes(1);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answers[0]).toContain("\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n");
    expect(answers[0]!.endsWith(BODY.toString("latin1"))).toBe(true);
    for (const later of answers.slice(1)) {
      expect(undated(later)).toBe(undated(answers[0]!));
      const sent = Date.parse(dateOf(later)!);
      expect(new Date(sent).toUTCString()).toBe(dateOf(later));
      expect(Math.abs(Date.now() - sent)).toBeLessThan(5_000);
    }
  });

  it("with the render keepers off (RENDER_KEEPERS=false) every answer's head is writeHead's", async () => {
    const answer = storedAnswer();
    const writeHead = vi.spyOn(ServerResponse.prototype, "writeHead");
    setRenderKeepers(false);
    try {
      const answers = await threeAnswersOnOneConnection(answer);
      expect(writeHead).toHaveBeenCalledTimes(3);
      expect(answer.head).toBeUndefined();
      for (const later of answers.slice(1)) expect(undated(later)).toBe(undated(answers[0]!));
    } finally {
      setRenderKeepers(true);
    }
  });

  it("a later second's answer carries that second's date", async () => {
    const connection = await rawConnection(await serve(storedAnswer()));
    // The first answer is Node's own, dated by Node (which keeps its date for up to a second).
    connection.send(GET);
    await connection.answers(1);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const start = Date.parse("2030-01-01T08:00:00.500Z");
      for (const [count, seconds] of [
        [2, 0],
        [3, 0],
        [4, 61],
        [5, 122],
      ] as const) {
        vi.setSystemTime(start + seconds * 1000);
        connection.send(GET);
        const answer = (await connection.answers(count)).at(-1)!;
        expect(dateOf(answer)).toBe(new Date(start + seconds * 1000).toUTCString());
      }
    } finally {
      vi.useRealTimers();
      connection.end();
    }
  });

  it("pipelined requests are answered in order, each whole", async () => {
    const connection = await rawConnection(await serve(storedAnswer()));
    connection.send(GET);
    await connection.answers(1);
    connection.send(GET + GET + GET);
    const answers = await connection.answers(4);
    connection.end();
    for (const answer of answers) expect(undated(answer)).toBe(undated(answers[0]!));
  });

  it("an answer that closes the connection, or to HTTP/1.0, is Node's own and says so", async () => {
    const answer = storedAnswer();
    const port = await serve(answer);
    const warm = await rawConnection(port);
    warm.send(GET);
    await warm.answers(1);
    warm.end();
    expect(answer.head).toBeDefined();

    const closing = await rawConnection(port);
    closing.send("GET / HTTP/1.1\r\nHost: example.test\r\nConnection: close\r\n\r\n");
    const [closed] = await closing.answers(1);
    expect(closed).toContain("\r\nConnection: close\r\n\r\n");
    expect(closed).not.toContain("Keep-Alive");
    await vi.waitFor(() => expect(closing.closed()).toBe(true));

    const old = await rawConnection(port);
    old.send("GET / HTTP/1.0\r\nHost: example.test\r\n\r\n");
    const [first] = await old.answers(1);
    expect(first).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(first).not.toContain("keep-alive");
    await vi.waitFor(() => expect(old.closed()).toBe(true));
  });

  it("HEAD has the head alone; a matching If-None-Match gets a 304 without a body", async () => {
    const connection = await rawConnection(await serve(storedAnswer()));
    connection.send(GET);
    const [full] = await connection.answers(1);
    connection.send("HEAD / HTTP/1.1\r\nHost: example.test\r\n\r\n");
    connection.send(`GET / HTTP/1.1\r\nHost: example.test\r\nIf-None-Match: ${ETAG}\r\n\r\n`);
    connection.send(GET);
    await vi.waitFor(() =>
      expect(connection.text().split(BODY.toString("latin1"))).toHaveLength(3),
    );
    connection.end();
    // The body never holds "HTTP/1.1 ", so the answers split at their status lines.
    const [, head, notModified, again] = connection.text().split(/(?=HTTP\/1\.1 )/);
    const fullHead = full!.slice(0, -BODY.length);
    expect(undated(head!)).toBe(undated(fullHead));
    expect(notModified).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
    expect(notModified).toContain(`\r\nETag: ${ETAG}\r\n`);
    expect(notModified).not.toMatch(/content-length/i);
    expect(notModified!.endsWith("\r\n\r\n")).toBe(true);
    expect(undated(again!)).toBe(undated(full!));
  });
});
