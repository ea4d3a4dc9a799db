// Starts TechPulse. In production the server bundle (build/server/index.js, built from
// server/app.ts) holds everything; in development Vite compiles server/app.ts on the fly.
const development = process.env.NODE_ENV !== "production";

async function main() {
  if (development) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { startServer } = await vite.ssrLoadModule("./server/app.ts");
    await startServer({ vite });
  } else {
    const { startServer } = await import("./build/server/index.js");
    await startServer();
  }
}

main().catch((error) => {
  // A ConfigError's message already lists every bad variable; no stack trace for those.
  console.error(error?.name === "ConfigError" ? error.message : error);
  process.exit(1);
});
