import { Link } from "react-router";
import type { AnalyticsReport, AnalyticsRow, AnalyticsTotals } from "~/analytics/types";
import { formatCount } from "~/lib/format";

/** A total beside the previous period's, with the change in per cent. */
export function TotalCard({
  label,
  name,
  current,
  previous,
}: {
  label: string;
  name: keyof AnalyticsTotals;
  current: AnalyticsTotals;
  previous: AnalyticsTotals;
}) {
  const now = current[name];
  const before = previous[name];
  const change = before === 0 ? null : Math.round(((now - before) / before) * 100);
  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-2 text-3xl font-bold tabular-nums" data-testid={`total-${name}`}>
        {formatCount(now)}
      </dd>
      <dd className="mt-1 text-sm text-muted-foreground">
        Previous period: <span className="tabular-nums">{formatCount(before)}</span>
        {change === null ? null : (
          <span className="ml-1 tabular-nums">
            ({change > 0 ? "+" : ""}
            {change} %)
          </span>
        )}
      </dd>
    </div>
  );
}

/** One of the screen's top lists, as a table with its own heading. */
export function TopTable({
  title,
  rows,
  withVisitors,
}: {
  title: string;
  rows: readonly AnalyticsRow[];
  withVisitors: boolean;
}) {
  const id = `top-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing counted in this period.</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Name
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Views
              </th>
              {withVisitors ? (
                <th scope="col" className="py-1 pl-3 text-right font-medium">
                  Visitors
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t">
                <td className="w-full max-w-0 truncate py-1.5 pr-2" title={row.label}>
                  {row.href ? (
                    <Link to={row.href} className="underline-offset-2 hover:underline">
                      {row.label}
                    </Link>
                  ) : (
                    row.label
                  )}
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatCount(row.views)}</td>
                {withVisitors ? (
                  <td className="py-1.5 pl-3 text-right tabular-nums">
                    {row.visitors === undefined ? "" : formatCount(row.visitors)}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The chart's numbers for screen readers (the canvas is hidden from them). */
export function SeriesTable({ report }: { report: AnalyticsReport }) {
  return (
    <table className="sr-only">
      <caption>Views and visitors per period</caption>
      <thead>
        <tr>
          <th scope="col">Start (UTC)</th>
          <th scope="col">Views</th>
          <th scope="col">Visitors</th>
        </tr>
      </thead>
      <tbody>
        {report.series.map((point) => (
          <tr key={point.start}>
            <td>{point.start}</td>
            <td>{point.views}</td>
            <td>{point.visitors}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
