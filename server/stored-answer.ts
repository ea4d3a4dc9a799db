import type { IncomingMessage, ServerResponse } from "node:http";
import { renderKeepersOn } from "~/cache/render-keepers.server";
import { matchesEtag } from "./etag";

/**
 * A whole answer made once and replayed from Node's request event, before Express: a stored page
 * (page-cache/middleware.ts) or a hashed asset (hashed-assets.ts).
 */
export interface StoredAnswer {
  body: Buffer;
  /** Flat [name, value, name, value, …] lists, as `writeHead` takes them. */
  headers: string[];
  notModifiedHeaders: string[];
  /** Node's own head of this answer's first 200 on a kept-alive connection (`sentHead`). */
  head?: SentHead;
}

/**
 * The headers Express's middleware gave `res` (security headers), to be replayed on every later
 * answer, less those that belong to this one response only.
 */
export function replayableHeaders(
  res: ServerResponse,
  perResponse: ReadonlySet<string>,
): Array<[string, string]> {
  return Object.entries(res.getHeaders()).flatMap(([name, value]) =>
    perResponse.has(name) || value === undefined
      ? []
      : [[name, Array.isArray(value) ? value.join(", ") : String(value)] as [string, string]],
  );
}

/**
 * Sends `answer`, or a 304 when the client has `etag`; true for a 304. A 200 on a kept-alive
 * connection reuses the head Node made for the answer's first one (`SentHead`).
 */
export function sendStoredAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  answer: StoredAnswer,
  etag: string,
): boolean {
  if (matchesEtag(req.headers["if-none-match"], etag)) {
    res.writeHead(304, answer.notModifiedHeaders).end();
    return true;
  }
  if (req.method === "HEAD") {
    res.writeHead(status, answer.headers).end();
    return false;
  }
  // With the render keepers off (`RENDER_KEEPERS=false`) every answer's head is `writeHead`'s.
  const plain = isPlainKeepAlive(req, res) && renderKeepersOn();
  if (plain && answer.head?.status === status) {
    writeSentHead(res, status, answer.head);
  } else {
    res.writeHead(status, answer.headers);
    if (plain) answer.head ??= sentHead(res, status);
  }
  res.end(answer.body);
  return false;
}

/**
 * The head Node wrote for a stored answer, around its Date line: `before` is the status line and
 * the answer's own headers, `after` the connection's (`Connection: keep-alive`, `Keep-Alive: …`)
 * and the blank line.
 *
 * Node checks every header name and value against a regular expression on every `writeHead`, and
 * a page's headers are ~2 KB (its CSP and Permissions-Policy above all): ~10 % of the CPU of a
 * stored page's answer, for the same headers each time. Their head is Node's own, kept from the
 * first answer: later answers on a connection in the same state (`isPlainKeepAlive`) send it
 * again with the current date. `tests/unit/stored-answer.test.ts` checks they are byte for byte
 * what `writeHead` sends.
 */
interface SentHead {
  status: number;
  before: string;
  after: string;
  /** The whole head with the date of the second it was last sent in (made once a second). */
  dated: string;
  date: string;
}

/**
 * An HTTP/1.1 request on a connection that stays open, with no request limit reached and no
 * `Expect`: the case whose head Node makes the same for every answer but for its date. Anything
 * else (HTTP/1.0, `Connection: close`, a server's last request on a socket) is answered by
 * `writeHead` as always.
 */
function isPlainKeepAlive(req: IncomingMessage, res: ServerResponse): boolean {
  const state = res as ServerResponse & { maxRequestsOnConnectionReached?: boolean };
  return (
    req.httpVersionMajor === 1 &&
    req.httpVersionMinor === 1 &&
    res.shouldKeepAlive &&
    !state.maxRequestsOnConnectionReached &&
    req.headers.expect === undefined &&
    res.sendDate
  );
}

/** Node's pending head of `res`, once `writeHead` made it (`_header`, read by Express too). */
type WithHead = ServerResponse & { _header: string | null; _headerSent: boolean };

/** The head `writeHead` just made for `res`, split at its Date line (undefined if not so). */
function sentHead(res: ServerResponse, status: number): SentHead | undefined {
  const head = (res as WithHead)._header;
  const dateAt = head?.lastIndexOf("\r\nDate: ") ?? -1;
  if (!head || dateAt === -1) return undefined;
  const dateEnd = head.indexOf("\r\n", dateAt + 2);
  if (dateEnd === -1 || !head.endsWith("\r\n\r\n")) return undefined;
  return {
    status,
    before: head.slice(0, dateAt + 2),
    after: head.slice(dateEnd + 2),
    dated: "",
    date: "",
  };
}

/** Gives `res` the kept head, dated now; `res.end(body)` sends it before the body, as Node does. */
function writeSentHead(res: ServerResponse, status: number, head: SentHead) {
  const pending = res as WithHead;
  const date = httpDate();
  if (head.date !== date) {
    head.date = date;
    head.dated = `${head.before}Date: ${date}\r\n${head.after}`;
  }
  res.statusCode = status;
  pending._header = head.dated;
  pending._headerSent = false;
}

let dateLine = "";
let dateUntil = 0;

/** The current time as an HTTP date, made once a second (as Node makes its own). */
function httpDate(): string {
  const now = Date.now();
  if (now >= dateUntil) {
    dateLine = new Date(now).toUTCString();
    dateUntil = now - (now % 1000) + 1000;
  }
  return dateLine;
}
