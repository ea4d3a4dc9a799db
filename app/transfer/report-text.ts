import type { ImportReport, SkippedItem } from "./types";

/**
 * The words of an import report, in one place: the admin's import screen shows them as figures
 * and lists, `npm run import` prints them as lines, so both say the same thing for the same file
 * (issue 37). A dry run says what would happen, not what happened.
 */

export interface ReportFigure {
  label: string;
  value: string;
}

const FORMAT_NAMES: Record<ImportReport["format"], string> = {
  wordpress: "WordPress",
  ghost: "Ghost",
  techpulse: "TechPulse",
};

/** "Dry run (nothing written): Ghost — Ada's Lab" or "Import finished: …". */
export function reportHeading(report: ImportReport): string {
  const source = `${FORMAT_NAMES[report.format]}${report.sourceTitle ? ` — ${report.sourceTitle}` : ""}`;
  return `${report.dryRun ? "Dry run (nothing written)" : "Import finished"}: ${source}`;
}

/** The figures: posts, authors, categories, tags, images and how many items were skipped. */
export function reportFigures(report: ImportReport): ReportFigure[] {
  const { posts, authors, categories, tags, media, dryRun } = report;
  const created = dryRun ? "would be created" : "created";
  const updated = dryRun ? "would be updated" : "updated";
  const terms = (figures: { created: number; matched: number }) =>
    `${figures.created} ${created}, ${figures.matched} existing`;
  return [
    {
      label: "Posts",
      value: `${posts.created} ${created}, ${posts.updated} ${updated}, ${posts.unchanged} unchanged (of ${posts.total})`,
    },
    ...keptFromPublicFigure(report),
    ...withoutCategoryFigure(report),
    { label: "Authors", value: terms(authors) },
    { label: "Categories", value: terms(categories) },
    { label: "Tags", value: terms(tags) },
    {
      label: "Images",
      value: dryRun
        ? "copied when the import runs"
        : `${media.copied} copied, ${media.reused} already copied, ${media.kept} kept as links`,
    },
    { label: "Skipped", value: String(report.skipped.reduce((sum, item) => sum + item.count, 0)) },
  ];
}

/**
 * Members-only, paid, password-protected and private posts (each named in the notes), imported
 * as drafts: shown whenever
 * the file has any, so a dry run says how many will not be public. (Reports stored before this
 * figure existed have none.)
 */
function keptFromPublicFigure({ posts, dryRun }: ImportReport): ReportFigure[] {
  const count = posts.keptFromPublic ?? 0;
  if (count === 0) return [];
  const drafts = count === 1 ? "a draft" : "drafts";
  return [
    {
      label: "Not public at the source",
      value: `${count} ${dryRun ? "would be imported" : "imported"} as ${drafts}`,
    },
  ];
}

/**
 * Posts whose own category (WordPress's first real one, Ghost's first tag) matches none here:
 * the dry run counts them, so the admin can choose where they go before starting.
 */
function withoutCategoryFigure({ posts, dryRun, defaultCategory }: ImportReport): ReportFigure[] {
  const count = posts.withoutCategory ?? 0;
  if (count === 0) return [];
  const goTo = defaultCategory ? `in ${defaultCategory}` : "Uncategorized";
  return [
    {
      label: "No matching category",
      value: dryRun
        ? `${count} would have no category unless one is chosen for them`
        : `${count}, ${goTo}`,
    },
  ];
}

/** "3 — Pages (TechPulse imports articles only) (e.g. About, Contact)". */
export function skippedText(item: SkippedItem): string {
  return `${item.count} — ${item.reason}${item.examples.length ? ` (e.g. ${item.examples.join(", ")})` : ""}`;
}

export function renamedSlugText(renamed: ImportReport["renamedSlugs"][number]): string {
  return `“${renamed.title}” is at ${renamed.to} instead of ${renamed.from}`;
}

export function keptMediaText(kept: ImportReport["mediaKept"][number]): string {
  return `${kept.url} — ${kept.reason}`;
}

/** The report as plain text, for the command line. */
export function formatReport(report: ImportReport): string {
  const lines = [
    reportHeading(report),
    ...reportFigures(report).map((figure) => `${figure.label}: ${figure.value}`),
  ];
  for (const item of report.skipped) lines.push(`Skipped ${skippedText(item)}`);
  for (const renamed of report.renamedSlugs) {
    lines.push(`Slug already in use: ${renamedSlugText(renamed)}`);
  }
  for (const kept of report.mediaKept) lines.push(`Image kept as a link: ${keptMediaText(kept)}`);
  for (const warning of report.warnings) lines.push(`Note: ${warning}`);
  return lines.join("\n");
}

/**
 * Progress for the command line: "12 / 40 posts". On a terminal one line is rewritten in place
 * (\r); anywhere else (a log file, a pipe) each figure is a line of its own, since a \r there
 * runs them together. Shown at most once a second, the last figure once.
 */
export function progressPrinter(
  out: { write(text: string): unknown; isTTY?: boolean },
  now: () => number = Date.now,
): (processed: number, total: number) => void {
  let lastShown = -Infinity;
  let finished = false;
  return (processed, total) => {
    const last = processed >= total;
    if (finished || (!last && now() - lastShown < 1000)) return;
    lastShown = now();
    finished = last;
    const text = `${processed} / ${total} posts`;
    if (!out.isTTY) out.write(`${text}\n`);
    else out.write(`\r${text}${last ? "\n" : ""}`);
  };
}
