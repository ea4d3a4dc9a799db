import { Link } from "react-router";
import { analyticsReport } from "~/analytics/report.server";
import { REPORT_SECTIONS } from "~/analytics/export-sections";
import { analyticsRangeOf } from "~/analytics/schema";
import { ANALYTICS_RANGES, type AnalyticsRange } from "~/analytics/types";
import { requirePermission } from "~/auth/guards.server";
import { can } from "~/auth/policy";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { AnalyticsChart } from "~/components/admin/analytics-chart";
import { SeriesTable, TopTable, TotalCard } from "~/components/admin/analytics-panels";
import { DownloadIcon } from "~/components/icons/download";
import { ANALYTICS_LIVE_MINUTES } from "~/lib/constants";
import { cn } from "~/lib/cn";
import { formatCount } from "~/lib/format";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [
  { title: "Analytics | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  "24h": "24 hours",
  "7d": "7 days",
  "30d": "30 days",
  "12m": "12 months",
};

/** Editors and administrators see the site; authors their own posts (issue 42). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "analytics.view", "page", context.services.auth);
  const range = analyticsRangeOf(request);
  const authorId = can(user.role, "posts.viewAll") ? null : user.id;
  return { report: await analyticsReport(context.services.db, range, { authorId }) };
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <section>
      <AdminPageHeader
        title="Analytics"
        description={
          report.ownPostsOnly
            ? "How your articles are read, counted without cookies."
            : "What readers read, counted without cookies. Staff and bots are not counted."
        }
        actions={
          <a
            href={`/admin-hub/analytics/export?range=${report.range}`}
            className="inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-accent"
            download
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      <nav aria-label="Period" className="mb-6 flex flex-wrap gap-2">
        {ANALYTICS_RANGES.map((range) => (
          <Link
            key={range}
            to={`?range=${range}`}
            aria-current={range === report.range ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              range === report.range
                ? "border-primary bg-primary text-primary-foreground"
                : "hover:bg-accent",
            )}
          >
            {RANGE_LABELS[range]}
          </Link>
        ))}
      </nav>
      <dl className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TotalCard
          label="Visitors"
          name="visitors"
          current={report.current}
          previous={report.previous}
        />
        <TotalCard label="Views" name="views" current={report.current} previous={report.previous} />
        {report.liveReaders === null ? null : (
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            <dt className="text-sm font-medium text-muted-foreground">
              Readers in the last {ANALYTICS_LIVE_MINUTES} minutes
            </dt>
            <dd className="mt-2 text-3xl font-bold tabular-nums" data-testid="live-readers">
              {formatCount(report.liveReaders)}
            </dd>
          </div>
        )}
      </dl>
      <figure className="mb-6 rounded-xl border bg-card p-4 shadow-sm">
        <figcaption className="mb-2 flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
          <span>Views and visitors, {RANGE_LABELS[report.range]} (UTC)</span>
          <span className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4 bg-primary" aria-hidden="true" /> Views
          </span>
          <span className="flex items-center gap-1">
            <span
              className="inline-block w-4 border-t-2 border-dashed border-[oklch(0.62_0.15_150)]"
              aria-hidden="true"
            />{" "}
            Visitors
          </span>
        </figcaption>
        <AnalyticsChart series={report.series} range={report.range} />
        <SeriesTable report={report} />
      </figure>
      <div className="grid gap-4 lg:grid-cols-2">
        {REPORT_SECTIONS.map(([key, title]) => (
          <TopTable
            key={key}
            title={title}
            rows={report.tables[key]}
            withVisitors={key === "articles" || key === "categories" || key === "authors"}
          />
        ))}
      </div>
    </section>
  );
}
