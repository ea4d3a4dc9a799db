import { analyticsCsv } from "~/analytics/export.server";
import { analyticsPeriodOf } from "~/analytics/schema";
import { requirePermission } from "~/auth/guards.server";
import { can } from "~/auth/policy";
import type { Route } from "./+types/admin-analytics-export";

/**
 * Resource route: what the Analytics screen shows for `?range=` (and a custom range's
 * `from`/`to`), as a CSV download.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "analytics.view", "data", context.services.auth);
  const choice = analyticsPeriodOf(request);
  const csv = await analyticsCsv(context.services.db, choice, {
    authorId: can(user.role, "posts.viewAll") ? null : user.id,
  });
  const day = new Date().toISOString().slice(0, 10);
  const range = typeof choice === "object" ? `${choice.from}-to-${choice.to}` : choice;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${range}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
