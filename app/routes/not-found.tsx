import { data } from "react-router";
import { NotFoundScreen } from "~/components/not-found-screen";
import { logger } from "~/logger.server";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import { TEXT } from "~/lib/constants";
import type { Route } from "./+types/not-found";

/** /not-found and every unknown path: the 404 page with an HTTP 404 status. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  logger.warn({ path: pathname }, "page not found");
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
