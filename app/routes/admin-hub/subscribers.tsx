import { DownloadIcon } from "lucide-react";
import { data, useFetcher } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { useResultToast } from "~/components/admin/use-result-toast";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { AdminSearchForm } from "~/components/admin/admin-search-form";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Pagination, usePageHref } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/connection.server";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { formatLongDate } from "~/lib/format";
import { pageFromRequest, searchFromRequest } from "~/http/page-param.server";
import { pageCountOf } from "~/lib/page-param";
import {
  countSubscribers,
  listSubscribers,
  removeSubscriber,
  type SubscriberRow,
} from "~/newsletter/subscribers.server";
import type { Route } from "./+types/subscribers";
import { readForm } from "~/http/read-form.server";

const PAGE_SIZE = 50;
type SubscriberResult = { ok: boolean; message: string };

export const meta: Route.MetaFunction = () => [
  { title: "Subscribers | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = searchFromRequest(request);
  const page = pageFromRequest(request);
  const db = getDb();
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

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request, "data");
  const form = await readForm(request);
  if (form.get("intent") !== "delete") {
    return data<SubscriberResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  }
  const removed = await removeSubscriber(getDb(), String(form.get("subscriberId") ?? ""));
  if (!removed) {
    return data<SubscriberResult>({ ok: false, message: "Subscriber not found." }, { status: 404 });
  }
  return data<SubscriberResult>({ ok: true, message: NEWSLETTER_TEXT.subscriberRemoved });
}

const STATUS_LABEL = { pending: "Pending", confirmed: "Confirmed", unsubscribed: "Unsubscribed" };

/** Removal deletes the address for good (unlike unsubscribing), so it asks first. */
function RemoveButton({ subscriber }: { subscriber: SubscriberRow }) {
  const fetcher = useFetcher<SubscriberResult>();
  useResultToast(fetcher.state === "idle" ? fetcher.data : undefined);
  return (
    <div className="flex justify-end">
      <ConfirmDeleteDialog
        compact
        form={fetcher.Form}
        fields={{ subscriberId: subscriber.id }}
        triggerLabel="Remove"
        triggerAriaLabel={`Remove ${subscriber.email}`}
        title={`Remove ${subscriber.email}?`}
        description="The address is deleted from the list, with its pending emails. To only stop sending, let the subscriber unsubscribe."
        confirmLabel="Remove subscriber"
        busy={fetcher.state !== "idle"}
      />
    </div>
  );
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
            <dt className="text-sm text-muted-foreground">{STATUS_LABEL[status]}</dt>
            <dd className="text-2xl font-bold" data-testid={`count-${status}`}>
              {counts[status]}
            </dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {`Subscribers, newest first${search ? `, matching “${search}”` : ""}: ${total}`}
          </caption>
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Email
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
                Signed up
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.length === 0 ? (
              <tr className="border-t">
                <td colSpan={4} className="px-4 py-6 text-center text-muted-foreground">
                  {search ? "No subscriber matches this search." : "No subscribers yet."}
                </td>
              </tr>
            ) : null}
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id} className="border-t" data-subscriber={subscriber.email}>
                <td className="break-all px-4 py-3 font-medium">{subscriber.email}</td>
                <td className="px-4 py-3">
                  <Badge variant={subscriber.status === "confirmed" ? "default" : "outline"}>
                    {STATUS_LABEL[subscriber.status]}
                  </Badge>
                </td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-muted-foreground md:table-cell">
                  {formatLongDate(subscriber.createdAt)}
                </td>
                <td className="px-4 py-3">
                  <RemoveButton subscriber={subscriber} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </section>
  );
}
