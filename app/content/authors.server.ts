import type { Db } from "~/db/connection.server";
import type { AuthorProfile } from "./types";

export async function getAuthorProfile(db: Db, id: string): Promise<AuthorProfile | null> {
  const row = await db.selectFrom("profiles").selectAll().where("id", "=", id).executeTakeFirst();
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
