import { spawnServer, type SpawnedServer } from "../e2e/spawned-server";

const LISTENING = '"msg":"TechPulse listening"';

/**
 * Starts a production server and resolves the moment it logs that it listens, without asking
 * it anything first (spawnServer's own wait polls /healthz until it answers 200, which would
 * hide a server that listens before it can serve).
 */
export async function startAndWaitForListening(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ server: SpawnedServer; startedInMs: number }> {
  const started = Date.now();
  const server = await spawnServer({ LOG_LEVEL: "info", ...env }, { waitForHealth: false });
  let running = true;
  void server.exited.then(() => (running = false));
  while (!server.output().includes(LISTENING)) {
    if (!running) throw new Error(`server exited during start:\n${server.output()}`);
    if (Date.now() - started > timeoutMs) {
      throw new Error(`server did not listen within ${timeoutMs} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { server, startedInMs: Date.now() - started };
}

/** kill -9: no shutdown hook runs, nothing is flushed; resolves once the process is gone. */
export async function killHard(server: SpawnedServer): Promise<void> {
  process.kill(server.pid, "SIGKILL");
  await server.exited;
}

/** Lines the server logged at level error or fatal (pino: 50, 60). */
export function errorLogLines(output: string): string[] {
  return output.split("\n").filter((line) => /"level":(50|60)\b/.test(line));
}
