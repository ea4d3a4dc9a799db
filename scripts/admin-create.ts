import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createOrPromoteAdmin } from "~/auth/admin-accounts.server";
import { getConfig } from "~/config.server";
import { describeDatabaseLocation } from "~/db/database-location.server";
import { emailSchema, fullNameSchema, passwordSchema } from "~/lib/schemas";
import { createSiteEvents } from "~/platform/site-events.server";
import { createServices } from "~/services.server";
import { openPreparedDatabase } from "~/startup.server";

const USAGE = `Usage: npm run admin:create -- --email you@example.com --name "Your Name" [--generate]

Creates a verified administrator, or makes an existing account an administrator.
The password is asked for (hidden) on a terminal, read from the first line of standard
input when piped, or generated with --generate (or when left empty) and shown once.`;

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    generate: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const input = z
  .object({ email: emailSchema, name: fullNameSchema })
  .safeParse({ email: values.email ?? "", name: values.name ?? "" });
if (!input.success) {
  for (const issue of input.error.issues)
    console.error(`--${String(issue.path[0])}: ${issue.message}`);
  console.error(`\n${USAGE}`);
  process.exit(2);
}

/** Reads a line without echoing it, when standard input is a terminal. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function readFirstLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return "";
}

async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  let password = "";
  if (!values.generate) {
    if (process.stdin.isTTY) {
      password = await askHidden("Password (empty to generate one): ");
      if (password) {
        const again = await askHidden("Repeat the password: ");
        if (again !== password) throw new Error("The passwords do not match.");
      }
    } else {
      password = (await readFirstLine()).trim();
    }
  }
  if (!password) return { password: randomBytes(18).toString("base64url"), generated: true };
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? "Invalid password.");
  return { password, generated: false };
}

const config = getConfig();

/**
 * Where to sign in, from SITE_URL or PORT as the server builds it. With neither set here the
 * link assumes the default port, which the server may not use: say so.
 */
function signInLine(): string {
  const link = `Sign in at ${config.publicOrigin}/auth`;
  if (process.env.SITE_URL || process.env.PORT) return link;
  return `${link} (SITE_URL and PORT are not set here: if the server has them, that is its address instead)`;
}

try {
  const { password, generated } = await choosePassword();
  const { db, created } = await openPreparedDatabase({ ...config, SEED_DEMO: false });
  const services = await createServices(config, db, createSiteEvents());
  try {
    const outcome = await createOrPromoteAdmin(services.auth, db, { ...input.data, password });
    const verb = { created: "Created", promoted: "Promoted", "already-admin": "Updated" }[outcome];
    // Written straight to the terminal, never through the logger.
    process.stdout.write(`${verb} administrator ${input.data.email}.\n`);
    if (generated) process.stdout.write(`Generated password (shown once): ${password}\n`);
    // Run without the server's DATA_DIR (or DATABASE_URL), this wrote to a database of its own.
    process.stdout.write(`Database: ${describeDatabaseLocation(config)}\n`);
    if (created) {
      process.stderr.write(
        "Warning: this database was new (no migrations had been applied), so no server has used it.\n" +
          "If your server keeps its data elsewhere, run this command again with the server's DATA_DIR\n" +
          "(or DATABASE_URL): the server will not see this administrator.\n",
      );
    }
    process.stdout.write(`${signInLine()}\n`);
  } finally {
    services.mailer.close();
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
