import type { ImportReport } from "~/transfer/types";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm font-semibold">{value}</dd>
    </div>
  );
}

/** The dry run's or the run's report: figures, then what was skipped, renamed or kept. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { posts, authors, categories, tags, media } = report;
  const verb = report.dryRun ? "to create" : "created";
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label="Posts"
          value={`${posts.created} ${verb}, ${posts.updated} ${report.dryRun ? "to update" : "updated"}, ${posts.unchanged} unchanged`}
        />
        <Figure label="Authors" value={`${authors.created} ${verb}, ${authors.matched} existing`} />
        <Figure
          label="Categories"
          value={`${categories.created} ${verb}, ${categories.matched} existing`}
        />
        <Figure label="Tags" value={`${tags.created} ${verb}, ${tags.matched} existing`} />
        <Figure
          label="Images"
          value={
            report.dryRun
              ? "Copied when the import runs"
              : `${media.copied} copied, ${media.reused} reused, ${media.kept} kept as links`
          }
        />
        <Figure
          label="Skipped"
          value={String(report.skipped.reduce((sum, item) => sum + item.count, 0))}
        />
      </dl>
      {report.skipped.length > 0 ? (
        <section aria-labelledby="import-skipped">
          <h3 id="import-skipped" className="text-sm font-semibold">
            Skipped
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {report.skipped.map((item) => (
              <li key={item.reason}>
                <span className="font-medium">{item.count}</span> — {item.reason}
                {item.examples.length > 0 ? (
                  <span className="text-muted-foreground"> (e.g. {item.examples.join(", ")})</span>
                ) : null}
              </li>
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
              <li key={item.to}>
                “{item.title}”: <code>{item.to}</code> instead of <code>{item.from}</code>
              </li>
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
              <li key={item.url}>
                {item.url} — <span className="text-muted-foreground">{item.reason}</span>
              </li>
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
