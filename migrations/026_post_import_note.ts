import type { Kysely } from "kysely";

/**
 * Why an import kept a post from the public: it was for members, paying members or some tiers
 * at its Ghost source, password-protected or private in WordPress (issue 40). Such a post is
 * imported as a draft, and its edit page says why until someone decides to publish it. Null for
 * every other post.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("posts").addColumn("import_note", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("posts").dropColumn("import_note").execute();
}
