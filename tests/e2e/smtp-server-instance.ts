import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { e2eServerEnv } from "./server-env";

export interface SmtpBackedServer {
  origin: string;
  /** The server's DATA_DIR (its SQLite database is techpulse.sqlite there). */
  dataDir: string;
  smtp: TestSmtpServer;
  stop: () => Promise<void>;
}

/**
 * A second production server (the build the suite already made) on its own port and data
 * directory, whose mail goes to a real SMTP server started here. For journeys that read email.
 */
export async function startSmtpBackedServer(
  port?: number,
  env: Record<string, string> = {},
): Promise<SmtpBackedServer> {
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), `techpulse-e2e-${port}-`));
  const server = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      ...e2eServerEnv({
        PORT: String(port),
        SITE_URL: origin,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        MAIL_FROM: "newsroom@techpulse.test",
        ...env,
      }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`test server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    dataDir,
    smtp,
    stop: async () => {
      server.kill("SIGTERM");
      await exited;
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now, asked of the operating system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
