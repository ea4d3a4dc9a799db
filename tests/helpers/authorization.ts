import type { AppLoadContext } from "react-router";
import { formRequest } from "./auth";
import type { Db } from "~/db/connection.server";

/** Snapshot of everything an admin loader or action could change, as one comparable string. */
export async function snapshotAdminState(db: Db): Promise<string> {
  const reads = {
    posts: db
      .selectFrom("posts")
      .select([
        "id",
        "title",
        "slug",
        "published",
        "category_id",
        "updated_at",
        "submitted_at",
        "comments_closed",
      ])
      .orderBy("id")
      .execute(),
    categories: db.selectFrom("categories").selectAll().orderBy("id").execute(),
    users: db
      .selectFrom("user")
      .select(["id", "role", "two_factor_enabled"])
      .orderBy("id")
      .execute(),
    settings: db.selectFrom("settings").selectAll().execute(),
    contentApiKeys: db.selectFrom("content_api_keys").select("key").execute(),
    integrations: db
      .selectFrom("integrations")
      .select(["id", "name", "role", "admin_key_id"])
      .orderBy("id")
      .execute(),
    webhooks: db
      .selectFrom("webhooks")
      .select(["id", "event", "target_url", "name"])
      .orderBy("id")
      .execute(),
    webhookDeliveries: db
      .selectFrom("webhook_deliveries")
      .select(["id", "status", "next_attempt_at"])
      .orderBy("id")
      .execute(),
    media: db.selectFrom("media").select("id").orderBy("id").execute(),
    sessions: db.selectFrom("session").select("id").orderBy("id").execute(),
    subscribers: db
      .selectFrom("newsletter_subscribers")
      .select(["id", "status"])
      .orderBy("id")
      .execute(),
    sends: db.selectFrom("newsletter_sends").select("id").orderBy("id").execute(),
    messages: db.selectFrom("contact_messages").select(["id", "read_at"]).orderBy("id").execute(),
    invitations: db
      .selectFrom("invitations")
      .select(["id", "accepted_at", "revoked_at"])
      .orderBy("id")
      .execute(),
    twoFactor: db.selectFrom("two_factor").select("id").orderBy("id").execute(),
    revisions: db.selectFrom("post_revisions").select(["id", "kind"]).orderBy("id").execute(),
    redirects: db.selectFrom("redirects").selectAll().orderBy("id").execute(),
    comments: db
      .selectFrom("comments")
      .select(["id", "status", "report_count"])
      .orderBy("id")
      .execute(),
    commentBans: db.selectFrom("comment_bans").select(["user_id", "reason"]).execute(),
    commentActions: db.selectFrom("comment_actions").select("id").orderBy("id").execute(),
  };
  const rows = await Promise.all(
    Object.entries(reads).map(async ([name, read]) => [name, await read] as const),
  );
  return JSON.stringify(Object.fromEntries(rows));
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

/** What a loader or action is called with, as React Router calls it. */
export interface RouteArgs {
  request: Request;
  params: Record<string, string>;
  context: AppLoadContext;
}

export interface RouteModule {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
}

/** A route module's loader or action, called directly as React Router would call it. */
export function routeFunction(
  module: RouteModule,
  kind: "loader" | "action",
): (args: RouteArgs) => Promise<unknown> {
  const run = module[kind] as ((args: RouteArgs) => unknown) | undefined;
  if (!run) throw new Error(`The route module has no ${kind}.`);
  return (args) => Promise.resolve(run(args));
}

/**
 * A function that posts a form to a route's action as the holder of `cookie()` and answers the
 * status and the body of its `data(...)`; `params` are the route's URL parameters.
 */
export function actionPoster<Body>(cookie: () => string, context: () => AppLoadContext) {
  return async (
    module: RouteModule,
    url: string,
    fields: Record<string, string>,
    params: Record<string, string> = {},
  ): Promise<{ status: number; body: Body | undefined }> => {
    const request = formRequest(url, fields, { cookie: cookie() });
    const result = routeFunction(module, "action")({ request, params, context: context() });
    const { status } = await outcomeOf(result);
    const body = ((await result) as { data?: Body }).data;
    return { status, body };
  };
}
