import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { spawnServer } from "./spawned-server";

export interface SmtpBackedServer {
  origin: string;
  smtp: TestSmtpServer;
  stop: () => Promise<void>;
}

/**
 * A second production server (the build the suite already made) on its own port and data
 * directory, whose mail goes to a real SMTP server started here. For journeys that read email.
 */
export async function startSmtpBackedServer(port?: number): Promise<SmtpBackedServer> {
  const smtp = await startSmtpServer();
  const server = await spawnServer(
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: "newsroom@techpulse.test",
      LOG_LEVEL: "warn",
      // As `npm start` runs it: one worker per core.
      WEB_CONCURRENCY: "",
    },
    { port },
  );
  return {
    origin: server.origin,
    smtp,
    stop: async () => {
      await server.stop();
      await smtp.close();
    },
  };
}
