import type { Kysely } from "kysely";

/**
 * The last TOTP time step each account's authenticator code was accepted for (RFC 6238 §5.2):
 * a code is accepted once, and so is any code of the same or an earlier step, so a code seen
 * over a shoulder or in a proxy's log cannot sign in a second time. Null until the first code.
 * Better Auth's two-factor plugin owns the rest of the row; it replaces the row when two-factor
 * is set up again, which starts the count anew.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("two_factor").addColumn("last_time_step", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("two_factor").dropColumn("last_time_step").execute();
}
