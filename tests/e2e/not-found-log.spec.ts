import { expect, test } from "@playwright/test";
import { spawnServer, type SpawnedServer } from "./spawned-server";

// Every 404 leaves exactly one line in the JSON logs: the request line (path, status 404). The
// loaders do not log their own "not found" as well, and React Router's handleError is not
// called for a 404 a loader answers (it is not an error of ours), so nothing else may repeat it.

/** The 404s of issue 16: an article, a category, an author, a topic, and an unknown address. */
const MISSING = [
  "/article/no-such-article",
  "/category/no-such-category",
  "/author/00000000-0000-4000-8000-000000000000",
  "/topics/no-such-topic",
  "/no/such/page",
  "/not-found",
];

/** The JSON log lines that mention `path`. */
function logLinesAbout(output: string, path: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.path === path || JSON.stringify(entry).includes(`"${path}"`));
}

test.describe("404 logging", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    // LOG_LEVEL info: the request lines are written at info.
    server = await spawnServer({ LOG_LEVEL: "info" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const [visitor, headers] of [
    // Anonymous pages are rendered by the page cache's own handler…
    ["anonymous", {}],
    // …a request with a (here unknown) session cookie by React Router's request handler.
    ["with a session cookie", { cookie: "techpulse.session_token=unknown" }],
  ] as const) {
    test(`each 404 is logged once (${visitor})`, async () => {
      const start = server.output().length;
      const output = () => server.output().slice(start);
      for (const path of MISSING) {
        const response = await fetch(`${server.origin}${path}`, { headers });
        expect(response.status, path).toBe(404);
        await response.arrayBuffer();
      }
      // The request line is written when the response finishes; give the pipe a moment.
      await expect
        .poll(() => MISSING.filter((path) => logLinesAbout(output(), path).length > 0))
        .toEqual(MISSING);
      for (const path of MISSING) {
        const lines = logLinesAbout(output(), path);
        expect(lines, `log lines for ${path}`).toHaveLength(1);
        expect(lines[0], path).toMatchObject({ msg: "request", status: 404, path });
      }
    });
  }
});
