import { data, redirect } from "react-router";
import { findRedirect } from "~/redirects/redirects.server";
import { NotFoundScreen } from "~/components/not-found-screen";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import { TEXT } from "~/lib/constants";
import type { Route } from "./+types/not-found";
import { pageUrlOf } from "~/http/page-url.server";

/**
 * /not-found and every unknown path: the 404 page with an HTTP 404 status, unless a redirect
 * takes it (an editor's, an imported post's old address such as `/2020/01/02/slug/`, or an old
 * WordPress or Ghost listing or feed address: `app/redirects/`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // As asked, trailing slash included (WordPress addresses end with one); the loader's `url`
  // argument drops it.
  const url = pageUrlOf(request);
  const { pathname } = url;
  const moved = await findRedirect(context.services.db, url);
  if (moved) throw redirect(moved.to, moved.status);
  // Logged once, by the request line (status 404): see tests/e2e/not-found-log.spec.ts.
  return data({ path: pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(metaSiteFrom(matches), {
    title: TEXT.notFoundTitle,
    path: loaderData?.path ?? "/not-found",
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundScreen />;
}
