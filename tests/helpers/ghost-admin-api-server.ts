import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { Db } from "~/db/connection.server";
import { action, loader } from "~/routes/ghost-admin-api";
import { createTestAuth } from "./auth";
import { createTestServices, type TestServices } from "./services";

const PREFIX = "/ghost/api/admin/";

function requestOf(req: IncomingMessage): Request {
  const origin = `http://${req.headers.host}`;
  const headers = Object.entries(req.headers).flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value] as [string, string]] : [],
  );
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * An HTTP server answering `/ghost/api/admin/*` with the route's loader and action on the
 * current test's database and the site's services (media in a temporary folder), so Ghost's own
 * `@tryghost/admin-api` can be pointed at it. It reads `db()` per request.
 */
export async function startAdminApiServer(db: () => Db): Promise<{
  url: string;
  services: () => TestServices;
  close: () => Promise<void>;
}> {
  const built = new Map<Db, TestServices>();
  const servicesFor = () => {
    const current = db();
    let services = built.get(current);
    if (!services) {
      services = createTestServices(current, createTestAuth(current));
      built.set(current, services);
    }
    return services;
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const request = requestOf(req);
      const path = new URL(request.url).pathname;
      if (!path.startsWith(PREFIX)) {
        res.writeHead(404).end();
        return;
      }
      const args = {
        request,
        // As React Router gives it: without the trailing slash Ghost's clients send.
        params: { "*": path.slice(PREFIX.length).replace(/\/$/, "") },
        context: servicesFor().context,
      } as Parameters<typeof loader>[0];
      const response =
        request.method === "GET" || request.method === "HEAD"
          ? await loader(args)
          : await action(args as Parameters<typeof action>[0]);
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
    services: servicesFor,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...built.values()].map((services) => services.cleanup()));
    },
  };
}
