// Starts TechPulse. In production the server bundle (build/server/index.js, built from
// server/app.ts) holds everything; in development Vite compiles server/app.ts on the fly.
const development = process.env.NODE_ENV !== "production";

async function main() {
  // Better Auth builds its zod schemas when the server bundle's imports load, before any of our
  // modules run: configure zod (jitless, as app/lib/zod.ts does for our own schemas) first.
  const { z } = await import("zod");
  z.config({ jitless: true });
  if (development) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { startServer } = await vite.ssrLoadModule("./server/app.ts");
    await startServer({ vite });
  } else {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const { startServer } = await import(
      new URL(`./${buildDir}/server/index.js`, import.meta.url).href
    );
    await startServer({ clientDir: `${buildDir}/client` });
  }
}

main().catch((error) => {
  // A ConfigError's message already lists every bad variable; no stack trace for those.
  console.error(error?.name === "ConfigError" ? error.message : error);
  process.exit(1);
});
