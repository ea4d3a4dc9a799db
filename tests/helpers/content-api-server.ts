import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Db } from "~/db/connection.server";
import { loader } from "~/routes/ghost-content-api";
import { contextWith } from "./services";

const PREFIX = "/ghost/api/content/";

/**
 * An HTTP server answering `/ghost/api/content/*` with the route's loader on the current test's
 * database, so Ghost's own client can be pointed at it. Started once per test file block; it
 * reads `db()` per request, so each test sees its own copy of the template.
 */
export async function startContentApiServer(db: () => Db): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const origin = `http://${req.headers.host}`;
      const request = new Request(new URL(req.url ?? "/", origin), {
        headers: Object.entries(req.headers).flatMap(([name, value]) =>
          typeof value === "string" ? [[name, value] as [string, string]] : [],
        ),
      });
      const path = new URL(request.url).pathname;
      if (!path.startsWith(PREFIX)) {
        res.writeHead(404).end();
        return;
      }
      const response = await loader({
        request,
        // As React Router gives it: without the trailing slash Ghost's clients send.
        params: { "*": path.slice(PREFIX.length).replace(/\/$/, "") },
        context: contextWith({ db: db() }),
      } as Parameters<typeof loader>[0]);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
