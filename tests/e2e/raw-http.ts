import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request with nothing checked or rewritten on the client side: any method (fetch
 * refuses TRACE), any header, a body sent in chunks that may be far larger than the server
 * reads. Errors from writing after the server stopped reading are expected and ignored.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    /** The request target sent as written (`//evil.example/rss`, `/\\x`), in place of `url`'s. */
    path?: string;
    headers?: Record<string, string | number>;
    body?: Buffer | string;
    /** Streams this many bytes (of the letter "a") instead of `body`. */
    streamBytes?: number;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? "GET",
      headers: options.headers,
      ...(options.path === undefined ? {} : { path: options.path }),
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      // Settles once the answer is read and the request is done (sent, or cut off).
      let finished = false;
      const settle = () => {
        if (!finished || (!request.writableFinished && !request.destroyed)) return;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
      };
      response.on("end", () => {
        finished = true;
        settle();
      });
      request.on("finish", settle);
      request.on("close", settle);
      response.on("error", reject);
    });
    let answered = false;
    request.on("response", () => (answered = true));
    request.on("error", (error: NodeJS.ErrnoException) => {
      // The server answered and closed while we were still sending: the answer already came.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      reject(error);
    });
    request.on("close", () => {
      if (!answered) reject(new Error(`connection closed without an answer: ${url}`));
    });
    if (options.streamBytes === undefined) {
      request.end(options.body);
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, "a");
    let left = options.streamBytes;
    const pump = () => {
      while (left > 0 && !request.destroyed) {
        const size = Math.min(left, chunk.byteLength);
        left -= size;
        if (!request.write(size === chunk.byteLength ? chunk : chunk.subarray(0, size))) {
          request.once("drain", pump);
          return;
        }
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}
