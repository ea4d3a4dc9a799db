import { requireAdmin } from "~/auth/guards.server";
import { getDb } from "~/db/connection.server";
import { exportSubscribersCsv } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/admin-subscribers-export";

/** Resource route: every subscriber as a CSV download (a GET that changes nothing). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, "data");
  const csv = await exportSubscribersCsv(getDb());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
