import { MailIcon } from "~/components/icons/mail";
import { MailOpenIcon } from "~/components/icons/mail-open";
import { Link } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Pagination, usePageHref } from "~/components/pagination";
import { countUnread, listMessages, type InboxFilter } from "~/contact/messages.server";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/format";
import { pageFromRequest } from "~/http/page-param.server";
import { pageCountOf } from "~/lib/page-param";
import type { Route } from "./+types/inbox";

const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = () => [
  { title: "Inbox | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, "page", context.services.auth);
  const filter: InboxFilter =
    new URL(request.url).searchParams.get("filter") === "unread" ? "unread" : "all";
  const page = pageFromRequest(request);
  const db = context.services.db;
  const [messages, unread] = await Promise.all([
    listMessages(db, { page, pageSize: PAGE_SIZE, filter }),
    countUnread(db),
  ]);
  return {
    messages: messages.items,
    total: messages.total,
    unread,
    filter,
    page,
    pageCount: pageCountOf(messages.total, PAGE_SIZE),
  };
}

const FILTERS: { value: InboxFilter; label: string; href: string }[] = [
  { value: "all", label: "All", href: "/admin-hub/inbox" },
  { value: "unread", label: "Unread", href: "/admin-hub/inbox?filter=unread" },
];

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { messages, unread, filter, page, pageCount } = loaderData;
  const hrefFor = usePageHref();
  return (
    <section>
      <AdminPageHeader
        title="Inbox"
        description={`Messages from the contact form · ${unread} unread`}
        actions={
          <nav aria-label="Filter messages" className="flex gap-1 rounded-lg border p-1">
            {FILTERS.map((item) => (
              <Link
                key={item.value}
                to={item.href}
                aria-current={item.value === filter ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground",
                  item.value === filter && "bg-accent text-foreground",
                )}
              >
                {item.label}
              </Link>
            ))}
          </nav>
        }
      />
      {messages.length === 0 ? (
        <p className="rounded-xl border p-8 text-center text-muted-foreground">
          {filter === "unread" ? "No unread messages." : "No messages yet."}
        </p>
      ) : (
        <ul
          className="divide-y overflow-hidden rounded-xl border"
          aria-label="Messages, newest first"
        >
          {messages.map((message) => (
            <li key={message.id} data-message-subject={message.subject}>
              <Link
                to={`/admin-hub/inbox/${message.id}`}
                className={cn(
                  "flex gap-3 px-4 py-3 hover:bg-accent focus-visible:bg-accent",
                  !message.read && "bg-primary/5",
                )}
              >
                {message.read ? (
                  <MailOpenIcon
                    className="mt-1 size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                ) : (
                  <MailIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <span className={cn("truncate", !message.read && "font-semibold")}>
                      {!message.read ? <span className="sr-only">Unread: </span> : null}
                      {message.subject}
                    </span>
                    <time
                      dateTime={message.createdAt}
                      className="shrink-0 text-xs text-muted-foreground"
                    >
                      {formatDateTime(message.createdAt)}
                    </time>
                  </span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {message.name} · {message.preview}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </section>
  );
}
