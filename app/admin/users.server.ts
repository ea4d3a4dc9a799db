import type { Db } from "~/db/connection.server";
import { toBool, toCount, toIso } from "~/db/values.server";
import { ADMIN_ROLE } from "~/lib/constants";
import { roleListIncludes } from "~/auth/roles.server";

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  verified: boolean;
  banned: boolean;
  createdAt: string;
  activeSessions: number;
}

export class UserAdminError extends Error {
  override name = "UserAdminError";
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
  const [rows, count] = await Promise.all([
    base
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
          .select(eb.fn.countAll().as("n"))
          .whereRef("session.user_id", "=", "user.id")
          .where("session.expires_at", ">", now)
          .as("active_sessions"),
      ])
      .orderBy("user.created_at", "desc")
      .orderBy("user.id")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: toCount(count.total as number),
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      isAdmin: roleListIncludes(row.role, ADMIN_ROLE),
      verified: toBool(row.email_verified),
      banned: Boolean(row.banned),
      createdAt: toIso(row.created_at),
      activeSessions: toCount(row.active_sessions as number | null),
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
    if (!admin) {
      const admins = await trx
        .selectFrom("user")
        .select("role")
        .where("role", "like", `%${ADMIN_ROLE}%`)
        .execute();
      const others = admins.filter((row) => roleListIncludes(row.role, ADMIN_ROLE)).length - 1;
      if (roleListIncludes(user.role, ADMIN_ROLE) && others < 1) {
        throw new UserAdminError(
          "This is the last administrator. Make someone else an administrator first.",
        );
      }
    }
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
