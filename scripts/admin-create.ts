import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createOrPromoteAdmin } from "~/auth/admin-accounts.server";
import { getConfig } from "~/config.server";
import { emailSchema, fullNameSchema, passwordSchema } from "~/lib/schemas";
import { createSiteEvents } from "~/platform/site-events.server";
import { createServices } from "~/services.server";
import { initialiseDatabase } from "~/startup.server";

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
try {
  const { password, generated } = await choosePassword();
  const db = await initialiseDatabase({ ...config, SEED_DEMO: false });
  const services = await createServices(config, db, createSiteEvents());
  try {
    const outcome = await createOrPromoteAdmin(services.auth, db, { ...input.data, password });
    const verb = { created: "Created", promoted: "Promoted", "already-admin": "Updated" }[outcome];
    // Written straight to the terminal, never through the logger.
    process.stdout.write(`${verb} administrator ${input.data.email}.\n`);
    if (generated) process.stdout.write(`Generated password (shown once): ${password}\n`);
    process.stdout.write(`Sign in at ${config.publicOrigin}/auth\n`);
  } finally {
    services.mailer.close();
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
