import { data, Link } from "react-router";
import { analyticsReport } from "~/analytics/report.server";
import { REPORT_SECTIONS } from "~/analytics/export-sections";
import { parseAnalyticsPeriod } from "~/analytics/schema";
import { ANALYTICS_RANGES, type AnalyticsRange, type AnalyticsReport } from "~/analytics/types";
import { requirePermission } from "~/auth/guards.server";
import { can } from "~/auth/policy";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { AnalyticsChart } from "~/components/admin/analytics-chart";
import { AnalyticsCustomRangeForm } from "~/components/admin/analytics-custom-range";
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

/**
 * Editors and administrators see the site; authors their own posts (issue 42). A custom
 * period the server cannot show answers 400 with the form and its message, not a report.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "analytics.view", "page", context.services.auth);
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const url = new URL(request.url);
  const parsed = parseAnalyticsPeriod(url, now);
  if (!parsed.ok) {
    // Shown back in the form as sent (a date input ignores what is not a date); kept short.
    const asked = {
      from: (url.searchParams.get("from") ?? "").slice(0, 10),
      to: (url.searchParams.get("to") ?? "").slice(0, 10),
    };
    return data(
      { report: null, error: { message: parsed.message, field: parsed.field }, asked, today },
      { status: 400 },
    );
  }
  const authorId = can(user.role, "posts.viewAll") ? null : user.id;
  const report = await analyticsReport(context.services.db, parsed.choice, { authorId }, now);
  return { report, error: null, asked: report.custom ?? {}, today };
}

/** The export's query for the period shown. */
function exportQuery(report: AnalyticsReport): string {
  if (!report.custom) return `range=${report.range}`;
  return `range=custom&from=${report.custom.from}&to=${report.custom.to}`;
}

/** The period in words, for the chart's caption. */
function periodName(report: AnalyticsReport): string {
  if (!report.custom) return RANGE_LABELS[report.range as AnalyticsRange];
  return `${report.custom.from} to ${report.custom.to}`;
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { report, error, asked, today } = loaderData;
  return (
    <section>
      <AdminPageHeader
        title="Analytics"
        description={
          report?.ownPostsOnly
            ? "How your articles are read, counted without cookies."
            : "What readers read, counted without cookies. Staff and bots are not counted."
        }
        actions={
          report ? (
            <a
              href={`/admin-hub/analytics/export?${exportQuery(report)}`}
              className="inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-accent"
              download
            >
              <DownloadIcon className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          ) : null
        }
      />
      <PeriodNav current={report?.range ?? "custom"} />
      <AnalyticsCustomRangeForm
        value={asked}
        today={today}
        error={error}
        active={report?.range === "custom" || error !== null}
      />
      {report ? <ReportBody report={report} /> : null}
    </section>
  );
}

function PeriodNav({ current }: { current: AnalyticsReport["range"] }) {
  return (
    <nav aria-label="Period" className="mb-4 flex flex-wrap gap-2">
      {ANALYTICS_RANGES.map((range) => (
        <Link
          key={range}
          to={`?range=${range}`}
          aria-current={range === current ? "page" : undefined}
          className={cn(
            "rounded-full border px-3 py-1 text-sm",
            range === current
              ? "border-primary bg-primary text-primary-foreground"
              : "hover:bg-accent",
          )}
        >
          {RANGE_LABELS[range]}
        </Link>
      ))}
    </nav>
  );
}

function ReportBody({ report }: { report: AnalyticsReport }) {
  return (
    <>
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
          <span>Views and visitors, {periodName(report)} (UTC)</span>
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
        <AnalyticsChart series={report.series} bucket={report.bucket} />
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
    </>
  );
}
