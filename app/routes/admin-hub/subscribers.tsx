import { DownloadIcon } from "~/components/icons/download";
import { requireAdmin } from "~/auth/guards.server";
import { SUBSCRIBER_STATUS_LABEL, SubscriberTable } from "~/components/admin/subscriber-table";
import { AdminSearchForm } from "~/components/admin/admin-search-form";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Pagination, usePageHref } from "~/components/pagination";
import { Button } from "~/components/ui/button";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { refused, succeeded } from "~/http/action-result.server";
import { pageFromRequest, searchFromRequest } from "~/http/page-param.server";
import { pageCountOf } from "~/lib/page-param";
import {
  countSubscribers,
  listSubscribers,
  removeSubscriber,
} from "~/newsletter/subscribers.server";
import type { Route } from "./+types/subscribers";
import { readForm } from "~/http/read-form.server";

const PAGE_SIZE = 50;

export const meta: Route.MetaFunction = () => [
  { title: "Subscribers | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, "page", context.services.auth);
  const search = searchFromRequest(request);
  const page = pageFromRequest(request);
  const db = context.services.db;
  const [counts, list] = await Promise.all([
    countSubscribers(db),
    listSubscribers(db, { search, page, pageSize: PAGE_SIZE }),
  ]);
  return {
    counts,
    subscribers: list.items,
    total: list.total,
    page,
    pageCount: pageCountOf(list.total, PAGE_SIZE),
    search,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, "data", context.services.auth);
  const form = await readForm(request);
  if (form.get("intent") !== "delete") return refused(400, "Unknown action.");
  const removed = await removeSubscriber(context.services, String(form.get("subscriberId") ?? ""));
  if (!removed) {
    return refused(404, "Subscriber not found.");
  }
  return succeeded(NEWSLETTER_TEXT.subscriberRemoved);
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { counts, subscribers, total, page, pageCount, search } = loaderData;
  const hrefFor = usePageHref();
  return (
    <section>
      <AdminPageHeader
        title="Subscribers"
        description="Newsletter sign-ups (double opt-in): only confirmed addresses receive posts."
        actions={
          <>
            <AdminSearchForm
              defaultValue={search}
              label="Search subscribers by email"
              placeholder="Email"
            />
            <Button variant="outline" asChild>
              <a href="/admin-hub/subscribers/export" download>
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          </>
        }
      />
      <dl className="mb-6 grid grid-cols-3 gap-3 sm:max-w-lg">
        {(["pending", "confirmed", "unsubscribed"] as const).map((status) => (
          <div key={status} className="rounded-xl border p-4">
            <dt className="text-sm text-muted-foreground">{SUBSCRIBER_STATUS_LABEL[status]}</dt>
            <dd className="text-2xl font-bold" data-testid={`count-${status}`}>
              {counts[status]}
            </dd>
          </div>
        ))}
      </dl>
      <SubscriberTable subscribers={subscribers} search={search} total={total} />
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </section>
  );
}
