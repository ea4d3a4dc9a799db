import type { Db } from "~/db/connection.server";

/** Snapshot of everything an admin loader or action could change, as one comparable string. */
export async function snapshotAdminState(db: Db): Promise<string> {
  const [
    posts,
    categories,
    users,
    settings,
    media,
    sessions,
    subscribers,
    sends,
    messages,
    invitations,
    twoFactor,
    revisions,
  ] = await Promise.all([
    db
      .selectFrom("posts")
      .select(["id", "title", "slug", "published", "category_id", "updated_at", "submitted_at"])
      .orderBy("id")
      .execute(),
    db.selectFrom("categories").selectAll().orderBy("id").execute(),
    db.selectFrom("user").select(["id", "role", "two_factor_enabled"]).orderBy("id").execute(),
    db.selectFrom("settings").selectAll().execute(),
    db.selectFrom("media").select("id").orderBy("id").execute(),
    db.selectFrom("session").select("id").orderBy("id").execute(),
    db.selectFrom("newsletter_subscribers").select(["id", "status"]).orderBy("id").execute(),
    db.selectFrom("newsletter_sends").select("id").orderBy("id").execute(),
    db.selectFrom("contact_messages").select(["id", "read_at"]).orderBy("id").execute(),
    db
      .selectFrom("invitations")
      .select(["id", "accepted_at", "revoked_at"])
      .orderBy("id")
      .execute(),
    db.selectFrom("two_factor").select("id").orderBy("id").execute(),
    db.selectFrom("post_revisions").select(["id", "kind"]).orderBy("id").execute(),
  ]);
  return JSON.stringify({
    posts,
    categories,
    users,
    settings,
    media,
    sessions,
    subscribers,
    sends,
    messages,
    invitations,
    twoFactor,
    revisions,
  });
}

export interface Outcome {
  status: number;
  location: string | null;
}

/** The HTTP status (and redirect target) of a loader or action, thrown or returned. */
export async function outcomeOf(result: Promise<unknown>): Promise<Outcome> {
  const read = (value: unknown): Outcome | null => {
    if (value instanceof Response) {
      return { status: value.status, location: value.headers.get("location") };
    }
    const init = (value as { init?: ResponseInit | null } | null)?.init;
    if (init?.status) return { status: init.status, location: null };
    return null;
  };
  try {
    return read(await result) ?? { status: 200, location: null };
  } catch (thrown) {
    const outcome = read(thrown);
    if (outcome) return outcome;
    throw thrown;
  }
}
