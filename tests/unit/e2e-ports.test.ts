import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

describe("browser-test server port", () => {
  const saved = process.env.E2E_PORT;
  afterEach(() => {
    if (saved === undefined) delete process.env.E2E_PORT;
    else process.env.E2E_PORT = saved;
    vi.resetModules();
  });

  it("is a free port even when the old fixed port (3310) is taken by another server", async () => {
    const squatter = await listen(3310).catch(() => undefined); // someone may hold it already
    try {
      delete process.env.E2E_PORT;
      vi.resetModules();
      const { E2E_PORT, E2E_DATA_DIR } = await import("../e2e/server-env");
      // The port was free when chosen: a server binds to it now.
      const server = await listen(E2E_PORT);
      await new Promise((resolve) => server.close(resolve));
      expect(process.env.E2E_PORT).toBe(String(E2E_PORT)); // handed on to Playwright's workers
      expect(E2E_DATA_DIR).toContain(String(E2E_PORT));
    } finally {
      await new Promise((resolve) => (squatter ? squatter.close(resolve) : resolve(undefined)));
    }
  });
});
