import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
}

/** How the receiver answers the next calls: a status code, or "hang" (never answers). */
export type ReceiverAnswer = number | "hang";

export interface WebhookReceiver {
  url: (path?: string) => string;
  calls: ReceivedCall[];
  answer: ReceiverAnswer;
  close: () => Promise<void>;
}

/** A real HTTP receiver on a free local port, recording every call it gets. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const calls: ReceivedCall[] = [];
  const receiver: WebhookReceiver = {
    url: () => "",
    calls,
    answer: 200,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      calls.push({
        path: request.url ?? "",
        headers: request.headers,
        body,
        json: JSON.parse(body),
      });
      if (receiver.answer === "hang") return;
      response.writeHead(receiver.answer, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = (path = "/hook") => `http://127.0.0.1:${port}${path}`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/**
 * Checks a call's `X-Ghost-Signature` the way a receiver following Ghost's docs does:
 * `sha256=<hex HMAC-SHA256(body + t, secret)>, t=<ms>`.
 */
export function signatureHolds(call: ReceivedCall, secret: string): boolean {
  const header = String(call.headers["x-ghost-signature"] ?? "");
  const match = /^sha256=([0-9a-f]{64}), t=(\d+)$/.exec(header);
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(`${call.body}${match[2]}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, "hex"));
}
