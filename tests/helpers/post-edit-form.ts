import type { Db, Engine } from "~/db/connection.server";
import * as postEditRoute from "~/routes/admin-hub/post-edit";
import { formRequest, signedInAccount, usingTestAuth } from "./auth";
import { outcomeOf } from "./authorization";
import type { RouteServices } from "./route-services";

/**
 * What the edit page's form sends, through the route's action as the account of `cookie`: the
 * answer's status and body (its message).
 */
export function postEditFormSubmitter(routeServices: RouteServices, cookie: () => string) {
  return async function submit(postId: string, fields: Record<string, string>) {
    const request = formRequest(`/admin-hub/posts/${postId}`, fields, { cookie: cookie() });
    const result = postEditRoute.action({
      request,
      params: { postId },
      context: routeServices.context(),
    } as never);
    const outcome = await outcomeOf(result);
    const body = ((await result) as { data?: { ok: boolean; message: string } }).data;
    return { status: outcome.status, body };
  };
}

/**
 * A `describeEachEngine` set-up: an editor signed in once per engine (`${label}-${engine}`),
 * whose cookie the tests send.
 */
export function signedInEditor(label: string, name: string, ip: string) {
  return (db: Db, engine: Engine) =>
    usingTestAuth(db, (t) =>
      signedInAccount(t, { email: `${label}-${engine}@example.com`, name, role: "editor", ip }),
    );
}
