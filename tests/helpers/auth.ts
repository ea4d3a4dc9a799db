import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach } from "vitest";
import { createOrPromoteAdmin, createVerifiedAccount } from "~/auth/admin-accounts.server";
import { createAuthService, type AuthService } from "~/auth/service.server";
import type { Db } from "~/db/connection.server";
import { createMailer, type Mailer } from "~/platform/mailer.server";
import { CLIENT_IP_HEADER } from "~/auth/client-ip.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { deliverQueuedMail, readOutbox, type ParsedMail } from "./mail";

export const TEST_ORIGIN = "http://techpulse.test";
export const TEST_SECRET = "test-secret-test-secret-test-secret-0123456789";

export interface TestAuth {
  service: AuthService;
  /** The outbox mailer the service sends with. */
  mailer: Mailer;
  outboxDir: string;
  /** Delivers the queued mail to the outbox, then every message written so far, oldest first. */
  mails: () => Promise<ParsedMail[]>;
  cleanup: () => void;
}

export function createTestAuth(db: Db, origin = TEST_ORIGIN): TestAuth {
  const outboxDir = mkdtempSync(path.join(tmpdir(), "techpulse-outbox-"));
  const logger = pino({ level: "silent" });
  const mailer = createMailer({
    outboxDir,
    fromName: "TechPulse",
    fromAddress: "no-reply@techpulse.test",
    logger,
  });
  const service = createAuthService({
    db,
    secret: TEST_SECRET,
    origin,
    events: createSiteEvents(),
    logger,
  });
  return {
    service,
    mailer,
    outboxDir,
    mails: async () => {
      await deliverQueuedMail(db, mailer);
      return readOutbox(outboxDir);
    },
    cleanup: () => rmSync(outboxDir, { recursive: true, force: true }),
  };
}

/** A same-origin form post from the given client IP, as the Express server would hand it on. */
export function formRequest(
  path: string,
  /** A list repeats the field, as checkboxes of one name do. */
  fields: Record<string, string | string[]>,
  options: { ip?: string; cookie?: string; origin?: string } = {},
): Request {
  const headers = new Headers({
    "content-type": "application/x-www-form-urlencoded",
    origin: options.origin ?? TEST_ORIGIN,
    [CLIENT_IP_HEADER]: options.ip ?? "203.0.113.1",
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(
      Object.entries(fields).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
      ),
    ),
  });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(setCookies: string[]): string {
  return setCookies
    .map((header) => header.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/**
 * A verified account with this role, signed in from `ip` as a browser would: its id and the
 * Cookie header its requests carry.
 */
export async function signedInAccount(
  t: TestAuth,
  account: { email: string; name: string; role: string; ip: string },
): Promise<{ id: string; cookie: string }> {
  const password = "test account password";
  const { id } = await createVerifiedAccount(t.service, { ...account, password });
  const signIn = await t.service.signIn(formRequest("/auth", {}, { ip: account.ip }), {
    email: account.email,
    password,
  });
  if (!signIn.ok) throw new Error(`sign-in failed for ${account.email}`);
  return { id, cookie: cookieFrom(signIn.setCookies) };
}

/** Runs `work` with a TestAuth on `db`, then removes its outbox. */
export async function usingTestAuth<T>(db: Db, work: (t: TestAuth) => Promise<T>): Promise<T> {
  const t = createTestAuth(db);
  try {
    return await work(t);
  } finally {
    t.cleanup();
  }
}

/**
 * A TestAuth on each test's database, made before the test and cleaned up after it; the
 * returned function gives the current one.
 */
export function useTestAuth(db: () => Db): () => TestAuth {
  let current: TestAuth | undefined;
  beforeEach(() => {
    current = createTestAuth(db());
  });
  afterEach(() => {
    current?.cleanup();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error("no test auth (use it inside tests and hooks)");
    return current;
  };
}

export const READER = { email: "reader@example.com", password: "reader password" };

/**
 * An admin, chief@example.com, and a reader (READER) who signed up from `ip` and whose address
 * is marked verified: where the tests of the admins' own screens start.
 */
export async function addChiefAndReader(
  t: TestAuth,
  db: Db,
  { ip, chiefPassword }: { ip: string; chiefPassword: string },
): Promise<void> {
  await createOrPromoteAdmin(t.service, db, {
    email: "chief@example.com",
    name: "Chief",
    password: chiefPassword,
  });
  await t.service.signUp(formRequest("/auth", {}, { ip }), {
    fullName: "Reader",
    email: READER.email,
    password: READER.password,
  });
  await db
    .updateTable("user")
    .set({ email_verified: true })
    .where("email", "=", READER.email)
    .execute();
}
