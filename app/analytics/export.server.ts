import type { Db } from "~/db/connection.server";
import { csvOf } from "~/lib/csv";
import { analyticsReport, type ReportScope } from "./report.server";
import { REPORT_SECTIONS } from "./export-sections";
import type { AnalyticsPeriodChoice } from "./types";

/**
 * What the Analytics screen shows for a period, as one CSV: the totals beside the previous
 * period's, each point of the chart, then each table (section, label, views, visitors).
 */
export async function analyticsCsv(
  db: Db,
  choice: AnalyticsPeriodChoice,
  scope: ReportScope,
  now = Date.now(),
): Promise<string> {
  const report = await analyticsReport(db, choice, scope, now);
  const lines: string[][] = [["section", "label", "views", "visitors"]];
  lines.push(["Total", `${report.from} – ${report.to}`, ...totals(report.current)]);
  lines.push(["Previous period", "", ...totals(report.previous)]);
  for (const point of report.series) lines.push(["Chart", point.start, ...totals(point)]);
  for (const [key, name] of REPORT_SECTIONS) {
    for (const row of report.tables[key]) {
      lines.push([
        name,
        row.label,
        String(row.views),
        row.visitors === undefined ? "" : String(row.visitors),
      ]);
    }
  }
  return csvOf(lines);
}

function totals({ views, visitors }: { views: number; visitors: number }): string[] {
  return [String(views), String(visitors)];
}
