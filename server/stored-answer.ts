import type { IncomingMessage, ServerResponse } from "node:http";
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

/** Sends `answer` in one `writeHead`, or 304 when the client has `etag`; true for a 304. */
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
  res.writeHead(status, answer.headers);
  if (req.method === "HEAD") res.end();
  else res.end(answer.body);
  return false;
}
