import type { ImportReport } from "./types";

/** The report as plain text, for the command line. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `${report.dryRun ? "Dry run (nothing written)" : "Import finished"}: ${report.format}${report.sourceTitle ? ` — ${report.sourceTitle}` : ""}`,
    `Posts: ${report.posts.created} created, ${report.posts.updated} updated, ${report.posts.unchanged} unchanged (of ${report.posts.total})`,
    `Authors: ${report.authors.created} created, ${report.authors.matched} matched`,
    `Categories: ${report.categories.created} created, ${report.categories.matched} matched`,
    `Tags: ${report.tags.created} created, ${report.tags.matched} matched`,
    `Images: ${report.media.copied} copied, ${report.media.reused} already copied, ${report.media.kept} kept as links`,
  ];
  for (const item of report.skipped) {
    lines.push(
      `Skipped ${item.count}: ${item.reason}${item.examples.length ? ` (e.g. ${item.examples.join(", ")})` : ""}`,
    );
  }
  for (const renamed of report.renamedSlugs) {
    lines.push(`Slug in use: "${renamed.title}" is at ${renamed.to} instead of ${renamed.from}`);
  }
  for (const kept of report.mediaKept)
    lines.push(`Image kept as a link: ${kept.url} — ${kept.reason}`);
  for (const warning of report.warnings) lines.push(`Note: ${warning}`);
  return lines.join("\n");
}
