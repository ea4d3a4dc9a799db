import { DomainError } from "~/lib/domain-error";
import type { Db } from "~/db/connection.server";
import { pagedQuery } from "~/db/paged-query.server";
import { ADMIN_ROLE, type StaffRole } from "~/lib/staff-text";
import { roleListIncludes } from "~/auth/roles.server";
import {
  assignableRoles,
  canManageMember,
  staffRoleOf,
  type Actor,
  type AssignableRole,
} from "~/auth/policy";
import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { AdminUserRow } from "./types";

/** A change to accounts that would leave the site without what it needs (its last admin). */
export class UserAdminError extends DomainError {
  override name = "UserAdminError";
  constructor(message: string) {
    super("last-admin", message, 409);
  }
}

export async function listUsers(
  db: Db,
  query: { search: string; page: number; pageSize: number },
): Promise<{ items: AdminUserRow[]; total: number }> {
  let base = db.selectFrom("user");
  if (query.search) {
    const pattern = `%${query.search.toLowerCase()}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["user.name"]), "like", pattern),
        eb(eb.fn("lower", ["user.email"]), "like", pattern),
      ]),
    );
  }
  const now = new Date().toISOString();
  const { items, total } = await pagedQuery(
    base,
    (rows) =>
      rows
        .select((eb) => [
          "user.id",
          "user.name",
          "user.email",
          "user.role",
          "user.email_verified",
          "user.banned",
          "user.created_at",
          eb
            .selectFrom("session")
            .select(eb.fn.countAll<number>().as("n"))
            .whereRef("session.user_id", "=", "user.id")
            .where("session.expires_at", ">", now)
            .as("active_sessions"),
        ])
        .orderBy("user.created_at", "desc")
        .orderBy("user.id"),
    query,
  );
  return {
    total,
    items: items.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      isAdmin: roleListIncludes(row.role, ADMIN_ROLE),
      role: staffRoleOf(row.role),
      verified: row.email_verified,
      banned: row.banned ?? false,
      createdAt: row.created_at,
      activeSessions: row.active_sessions ?? 0,
    })),
  };
}

/**
 * Grants or revokes the admin role. Revoking is refused when it would leave the site with no
 * administrator (so the last admin cannot lock everyone out, themselves included).
 */
export async function setAdminRole(db: Db, userId: string, admin: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("user")
      .select(["id", "role"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) return false;
    const roles = (user.role ?? "user")
      .split(",")
      .map((role) => role.trim())
      .filter((role) => role && role !== ADMIN_ROLE);
    if (!admin) await refuseRemovingLastAdmin(trx, user.role);
    const next = admin ? [...roles, ADMIN_ROLE] : roles.length > 0 ? roles : ["user"];
    await trx
      .updateTable("user")
      .set({ role: next.join(","), updated_at: new Date().toISOString() })
      .where("id", "=", userId)
      .execute();
    return true;
  });
}

/** Signs a user out everywhere: every stored session ends at once. */
export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom("session").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const LAST_ADMIN_MESSAGE =
  "This is the last administrator. Make someone else an administrator first.";

/** Throws when `currentRoles` is an administrator's and no other administrator exists. */
async function refuseRemovingLastAdmin(trx: Transaction<Database>, currentRoles: string | null) {
  if (!roleListIncludes(currentRoles, ADMIN_ROLE)) return;
  const admins = await trx
    .selectFrom("user")
    .select("role")
    .where("role", "like", `%${ADMIN_ROLE}%`)
    .execute();
  if (admins.filter((row) => roleListIncludes(row.role, ADMIN_ROLE)).length <= 1) {
    throw new UserAdminError(LAST_ADMIN_MESSAGE);
  }
}

/** The actor's role does not cover this member or this role (policy.ts). */
export class RoleNotAllowedError extends DomainError {
  override name = "RoleNotAllowedError";
  constructor(message: string) {
    super("role-not-allowed", message, 403);
  }
}

/**
 * Gives a member one newsroom role ("user" removes them from the staff). Editors change only
 * readers, contributors and authors, and only to those roles; administrators change anyone.
 * The last administrator keeps the role. False when the user does not exist.
 */
export async function setMemberRole(
  db: Db,
  actor: Actor,
  userId: string,
  role: AssignableRole,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("user")
      .select(["id", "role"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) return false;
    if (
      !canManageMember(actor, staffRoleOf(user.role)) ||
      !assignableRoles(actor.role).includes(role)
    ) {
      throw new RoleNotAllowedError("Your role cannot give or change that role.");
    }
    if (role !== ADMIN_ROLE) await refuseRemovingLastAdmin(trx, user.role);
    await trx
      .updateTable("user")
      .set({ role, updated_at: new Date().toISOString() })
      .where("id", "=", userId)
      .execute();
    return true;
  });
}

/** The member's current staff role, for row-level checks; undefined when there is no such user. */
export async function memberRole(db: Db, userId: string): Promise<StaffRole | null | undefined> {
  const row = await db
    .selectFrom("user")
    .select("role")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row ? staffRoleOf(row.role) : undefined;
}
