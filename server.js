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
    const buildDir = process.env.BUILD_DIR ?? "build";
    const { startServer } = await import(
      new URL(`./${buildDir}/server/index.js`, import.meta.url).href
    );
    await startServer({ clientDir: `${buildDir}/client` });
  }
}

main().catch((error) => {
  // These messages already say what is wrong and how to fix it; no stack trace for them.
  const explained = ["ConfigError", "DataDirError"].includes(error?.name);
  console.error(explained ? error.message : error);
  process.exit(1);
});
