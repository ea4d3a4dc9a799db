import type { Db } from "~/db/connection.server";
import type { ADMIN_ROLE } from "~/lib/constants";

/** Roles the site knows; the admin plugin stores a user's roles comma-separated. */
export type Role = typeof ADMIN_ROLE;

export function roleListIncludes(roles: string | null | undefined, role: string): boolean {
  return (roles ?? "")
    .split(",")
    .map((value) => value.trim())
    .includes(role);
}

/** The spec's has_role(_user_id, _role): false for unknown users and banned accounts. */
export async function hasRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const user = await db
    .selectFrom("user")
    .select(["role", "banned"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(user) && !user?.banned && roleListIncludes(user?.role, role);
}
