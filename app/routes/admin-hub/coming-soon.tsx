import { useLocation } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ADMIN_NAV } from "~/components/admin/admin-nav";
import type { Route } from "./+types/coming-soon";

/** The spec's placeholder for admin screens that are not built yet. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function ComingSoon() {
  const { pathname } = useLocation();
  const title = ADMIN_NAV.find((item) => item.to === pathname)?.label ?? "Admin";
  return (
    <section>
      <AdminPageHeader title={title} />
      <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        Coming soon
      </p>
    </section>
  );
}
