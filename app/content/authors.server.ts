import type { Db } from "~/db/connection.server";
import { reusableQuery } from "~/db/reusable-query.server";
import type { AuthorProfile } from "./types";

export async function getAuthorProfile(db: Db, id: string): Promise<AuthorProfile | null> {
  const [row] = await profileById(db, { id });
  if (!row) return null;
  const links = [
    { label: "Website", href: row.website_url },
    { label: "Twitter", href: row.twitter_url },
    { label: "LinkedIn", href: row.linkedin_url },
    { label: "GitHub", href: row.github_url },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));
  return {
    id: row.id,
    name: row.full_name,
    avatarUrl: row.avatar_url,
    bio: row.bio,
    roleTitle: row.role_title,
    links,
  };
}

const profileById = reusableQuery((db, { id }: { id: string }) =>
  db.selectFrom("profiles").selectAll().where("id", "=", id),
);

export interface AuthorProfileInput {
  id: string;
  fullName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  roleTitle?: string | null;
  websiteUrl?: string | null;
  twitterUrl?: string | null;
  linkedinUrl?: string | null;
  githubUrl?: string | null;
}

/**
 * An author's public profile that is not (yet) an account, e.g. from an import; keeps an
 * existing profile with the same id unchanged. Returns whether it was created.
 */
export async function createAuthorProfile(db: Db, input: AuthorProfileInput): Promise<boolean> {
  const result = await db
    .insertInto("profiles")
    .values({
      id: input.id,
      full_name: input.fullName,
      avatar_url: input.avatarUrl,
      bio: input.bio,
      role_title: input.roleTitle ?? null,
      website_url: input.websiteUrl ?? null,
      twitter_url: input.twitterUrl ?? null,
      linkedin_url: input.linkedinUrl ?? null,
      github_url: input.githubUrl ?? null,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A profile with exactly this name (ignoring case), so an import can reuse an existing author. */
export async function findProfileByName(db: Db, name: string): Promise<string | null> {
  const row = await db
    .selectFrom("profiles")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["full_name"]), "=", name.toLowerCase()))
    .orderBy("created_at")
    .executeTakeFirst();
  return row?.id ?? null;
}
