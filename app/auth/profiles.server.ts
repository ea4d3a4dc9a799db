import type { Db } from "~/db/connection.server";

interface UserLike {
  id: string;
  name: string;
  image?: string | null;
}

/**
 * Every account has a public profile (id = user id) whose full name follows the account's name;
 * the avatar is only filled from the account when the profile has none of its own.
 */
export async function syncProfileFromUser(db: Db, user: UserLike): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("profiles")
    .values({
      id: user.id,
      full_name: user.name,
      avatar_url: user.image ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet((eb) => ({
        full_name: user.name,
        avatar_url: eb.fn.coalesce("profiles.avatar_url", eb.val(user.image ?? null)),
        updated_at: now,
      })),
    )
    .execute();
}
