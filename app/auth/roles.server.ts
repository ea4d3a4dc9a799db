import type { Db } from "~/db/connection.server";
import type { StaffRole } from "~/lib/staff-text";
import { staffRoleOf } from "./policy";

/** Roles the site knows; the admin plugin stores a user's roles comma-separated. */
export type Role = StaffRole;

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

/** The user's staff role, read fresh (so a change applies at once); null when banned or none. */
export async function currentStaffRole(db: Db, userId: string): Promise<StaffRole | null> {
  const user = await db
    .selectFrom("user")
    .select(["role", "banned"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user || user.banned) return null;
  return staffRoleOf(user.role);
}
