import { DownloadIcon } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useFetcher } from "react-router";
import { toast } from "sonner";
import { requireAdmin } from "~/auth/guards.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Pagination, usePageHref } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { getDb } from "~/db/connection.server";
import { ADMIN_TEXT, NEWSLETTER_TEXT } from "~/lib/constants";
import { formatLongDate } from "~/lib/format";
import { pageFromRequest } from "~/lib/page-param";
import {
  countSubscribers,
  listSubscribers,
  removeSubscriber,
  type SubscriberRow,
} from "~/newsletter/subscribers.server";
import type { Route } from "./+types/subscribers";

const PAGE_SIZE = 50;
type SubscriberResult = { ok: boolean; message: string };

export const meta: Route.MetaFunction = () => [
  { title: "Subscribers | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
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
    pageCount: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    search,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request, "data");
  const form = await request.formData();
  if (form.get("intent") !== "remove") {
    return data<SubscriberResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  }
  const removed = await removeSubscriber(getDb(), String(form.get("subscriberId") ?? ""));
  if (!removed) {
    return data<SubscriberResult>({ ok: false, message: "Subscriber not found." }, { status: 404 });
  }
  return data<SubscriberResult>({ ok: true, message: NEWSLETTER_TEXT.subscriberRemoved });
}

const STATUS_LABEL = { pending: "Pending", confirmed: "Confirmed", unsubscribed: "Unsubscribed" };

function RemoveButton({ subscriber }: { subscriber: SubscriberRow }) {
  const fetcher = useFetcher<SubscriberResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(ADMIN_TEXT.successTitle, { description: result.message });
    else toast.error(ADMIN_TEXT.errorTitle, { description: result.message });
  }, [result]);
  return (
    <fetcher.Form
      method="post"
      className="flex justify-end"
      onSubmit={(event) => {
        // Removal deletes the address for good (unlike unsubscribing), so ask first.
        if (!window.confirm(`Remove ${subscriber.email} from the subscriber list?`)) {
          event.preventDefault();
        }
      }}
    >
      <input type="hidden" name="subscriberId" value={subscriber.id} />
      <Button
        type="submit"
        name="intent"
        value="remove"
        variant="ghost"
        size="sm"
        className="text-destructive"
        disabled={fetcher.state !== "idle"}
        aria-label={`Remove ${subscriber.email}`}
      >
        Remove
      </Button>
    </fetcher.Form>
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
            <Form method="get" role="search" className="flex gap-2">
              <Input
                type="search"
                name="q"
                defaultValue={search}
                aria-label="Search subscribers by email"
                placeholder="Email"
                className="w-52"
              />
              <Button type="submit" variant="outline">
                Search
              </Button>
            </Form>
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
