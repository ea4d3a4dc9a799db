import { Form, Link } from "react-router";
import { MODERATION_TAB_LABEL, MODERATION_TABS } from "~/comments/moderation-text";
import type { QueueCounts, QueueFilterLabels } from "~/comments/types";
import { cn } from "~/lib/cn";
import { formatCount } from "~/lib/format";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { queueHref, type QueueAddress } from "./queue-address";

/** The queue's tabs with their counts: links, so each tab has an address and works without JS. */
export function QueueTabs({ address, counts }: { address: QueueAddress; counts: QueueCounts }) {
  return (
    <nav aria-label="Comments by status" className="mb-4 overflow-x-auto border-b">
      <ul className="flex min-w-max gap-1">
        {MODERATION_TABS.map((tab) => {
          const current = tab === address.tab;
          return (
            <li key={tab}>
              <Link
                to={queueHref(address, { tab })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium",
                  current
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {MODERATION_TAB_LABEL[tab]}
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs tabular-nums",
                    current ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
                  )}
                  data-testid={`count-${tab}`}
                >
                  {formatCount(counts[tab])}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The search box and the article and reader filters in force, each with a way out. */
export function QueueFilters({
  address,
  labels,
}: {
  address: QueueAddress;
  labels: QueueFilterLabels;
}) {
  const chips = [
    address.post
      ? {
          key: "post",
          text: `Article: ${labels.postTitle ?? "removed article"}`,
          clear: { post: undefined },
        }
      : null,
    address.author
      ? {
          key: "author",
          text: `Reader: ${labels.authorName ?? "removed account"}`,
          clear: { author: undefined },
        }
      : null,
    address.q ? { key: "q", text: `Text: “${address.q}”`, clear: { q: undefined } } : null,
  ].filter((chip) => chip !== null);
  return (
    <div className="mb-4 grid gap-3">
      <Form method="get" role="search" className="flex flex-wrap gap-2">
        <input type="hidden" name="tab" value={address.tab} />
        {address.post ? <input type="hidden" name="post" value={address.post} /> : null}
        {address.author ? <input type="hidden" name="author" value={address.author} /> : null}
        <Input
          type="search"
          name="q"
          defaultValue={address.q ?? ""}
          maxLength={200}
          aria-label="Search comments by text or name"
          placeholder="Search text or name"
          className="w-64 max-w-full"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="queue-filters">
          <span className="text-muted-foreground">Showing only</span>
          {chips.map((chip) => (
            <span
              key={chip.key}
              className="inline-flex items-center gap-1 rounded-full border py-0.5 pl-3 pr-1"
            >
              <span className="max-w-64 truncate">{chip.text}</span>
              <Link
                to={queueHref(address, chip.clear)}
                className="rounded-full px-2 text-muted-foreground hover:bg-accent hover:text-foreground"
                aria-label={`Remove filter ${chip.text}`}
              >
                ×
              </Link>
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
