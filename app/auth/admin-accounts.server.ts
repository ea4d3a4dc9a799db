import type { Db } from "~/db/connection.server";
import { withStartupLock } from "~/db/startup-lock.server";
import { ADMIN_ROLE } from "~/lib/staff-text";
import type { AuthService } from "./service.server";
import { roleListIncludes } from "./roles.server";

export interface AdminAccountInput {
  email: string;
  name: string;
  password: string;
}

export type AdminAccountResult = "created" | "promoted" | "already-admin";

/**
 * Creates a verified administrator, or gives an existing account the admin role. The password is
 * always set and the account's sessions ended: whoever registered the address before (perhaps
 * not its owner) cannot keep using it. Used by `npm run admin:create` and ADMIN_EMAIL at start.
 */
export async function createOrPromoteAdmin(
  service: AuthService,
  db: Db,
  input: AdminAccountInput,
): Promise<AdminAccountResult> {
  const email = input.email.trim().toLowerCase();
  const context = await (await service.auth()).$context;
  const existing = await db
    .selectFrom("user")
    .select(["id", "role"])
    .where("email", "=", email)
    .executeTakeFirst();

  if (!existing) {
    await createVerifiedAccount(service, { ...input, email, role: ADMIN_ROLE });
    return "created";
  }

  const hash = await context.password.hash(input.password);
  await context.internalAdapter.updatePassword(existing.id, hash);
  await context.internalAdapter.deleteUserSessions(existing.id);
  if (roleListIncludes(existing.role, ADMIN_ROLE)) return "already-admin";
  await context.internalAdapter.updateUser(existing.id, { role: ADMIN_ROLE, emailVerified: true });
  return "promoted";
}

export async function countAdmins(db: Db): Promise<number> {
  const rows = await db
    .selectFrom("user")
    .select("role")
    .where("role", "like", `%${ADMIN_ROLE}%`)
    .execute();
  return rows.filter((row) => roleListIncludes(row.role, ADMIN_ROLE)).length;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: create the first administrator when there is none.
 * Under the start-up lock, so servers starting together on an empty database create it once:
 * each later one finds an administrator and skips (two creating the same address crashed one
 * with a duplicate key).
 */
export async function ensureFirstAdmin(
  service: AuthService,
  db: Db,
  input: AdminAccountInput,
): Promise<AdminAccountResult | "skipped"> {
  return withStartupLock(db, async () => {
    if ((await countAdmins(db)) > 0) return "skipped";
    return createOrPromoteAdmin(service, db, input);
  });
}

/**
 * A verified account with a password and a role, created without a verification email: the
 * caller has already proved the address (the operator's own, or an emailed invitation link).
 */
export async function createVerifiedAccount(
  service: AuthService,
  input: AdminAccountInput & { role: string },
): Promise<{ id: string }> {
  const context = await (await service.auth()).$context;
  const user = await context.internalAdapter.createUser(
    { email: input.email, name: input.name, emailVerified: true, role: input.role },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(input.password),
  });
  return { id: user.id };
}
