import { keptMediaText, renamedSlugText, reportFigures, skippedText } from "~/transfer/report-text";
import type { ImportReport } from "~/transfer/types";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm font-semibold">{value}</dd>
    </div>
  );
}

/**
 * The dry run's or the run's report: figures, then what was skipped, renamed or kept. The words
 * come from `~/transfer/report-text`, which `npm run import` prints too.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {reportFigures(report).map((figure) => (
          <Figure key={figure.label} label={figure.label} value={figure.value} />
        ))}
      </dl>
      {report.skipped.length > 0 ? (
        <section aria-labelledby="import-skipped">
          <h3 id="import-skipped" className="text-sm font-semibold">
            Skipped
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {report.skipped.map((item) => (
              <li key={item.reason}>{skippedText(item)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.renamedSlugs.length > 0 ? (
        <section aria-labelledby="import-renamed">
          <h3 id="import-renamed" className="text-sm font-semibold">
            Slugs already in use
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {report.renamedSlugs.map((item) => (
              <li key={item.to}>{renamedSlugText(item)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.mediaKept.length > 0 ? (
        <details className="rounded-lg border p-3 text-sm">
          <summary className="cursor-pointer font-semibold">
            Images kept as links ({report.media.kept})
          </summary>
          <ul className="mt-2 space-y-1 break-all">
            {report.mediaKept.map((item) => (
              <li key={item.url}>{keptMediaText(item)}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {report.warnings.length > 0 ? (
        <details className="rounded-lg border p-3 text-sm" open={report.warnings.length <= 5}>
          <summary className="cursor-pointer font-semibold">
            Notes ({report.warnings.length})
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {report.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
