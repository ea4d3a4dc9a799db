import http from "node:http";
import { readBody } from "../helpers/response-body";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request over a keep-alive agent, sent exactly as given: the path may hold raw bytes
 * 0x80-0xFF (latin1 characters), which tests/e2e/raw-http.ts cannot send because it parses a
 * URL first (and opens a connection per request, too slow for thousands of requests). As
 * there, a server that answers before the body is sent (413) is an answer, not an error.
 */
export function send(
  agent: http.Agent,
  origin: string,
  request: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
  timeoutMs = 30_000,
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request({
      agent,
      host: hostname,
      port,
      method: request.method,
      path: request.path,
      headers: {
        ...request.headers,
        ...(request.body ? { "Content-Length": String(request.body.byteLength) } : {}),
      },
      timeout: timeoutMs,
    });
    outgoing.on("response", (response) => {
      answered = true;
      readBody(response).then(
        (body) => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        reject,
      );
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (answered && (error.code === "EPIPE" || error.code === "ECONNRESET")) return;
      reject(error);
    });
    outgoing.end(request.body);
  });
}
