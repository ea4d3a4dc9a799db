// The production build the benchmarks run: built into its own directory once, reused until
// BENCH_REBUILD=1.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export function buildOnce(root, buildDir) {
  if (existsSync(path.join(root, buildDir, "server", "index.js")) && !process.env.BENCH_REBUILD) {
    console.log(`using existing ${buildDir}/ (BENCH_REBUILD=1 to rebuild)`);
    return;
  }
  console.log(`building into ${buildDir}/ …`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("build failed");
}
