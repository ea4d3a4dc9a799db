import { requireAdmin } from "~/auth/guards.server";
import { exportSubscribersCsv } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/admin-subscribers-export";

/** Resource route: every subscriber as a CSV download (a GET that changes nothing). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, "data", context.services.auth);
  const csv = await exportSubscribersCsv(context.services.db);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
