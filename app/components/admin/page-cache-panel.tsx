import { GaugeIcon } from "~/components/icons/gauge";
import { formatCount } from "~/lib/format";
import { formatBytes } from "~/media/format-bytes";

interface Props {
  report: {
    stats: {
      hits: number;
      misses: number;
      notModified: number;
      entries: number;
      bytes: number;
      maxBytes: number;
    };
    workers: number;
    hitRatio: number | null;
  };
}

/** How the page cache for anonymous readers is doing, for the person who runs the server. */
export function PageCachePanel({ report }: Props) {
  const { stats, workers, hitRatio } = report;
  const figures = [
    { label: "Hit ratio", value: hitRatio === null ? "–" : `${Math.round(hitRatio * 100)} %` },
    {
      label: "Served from the cache",
      value: formatCount(stats.hits + stats.notModified),
    },
    { label: "Rendered", value: formatCount(stats.misses) },
    { label: "Pages stored", value: formatCount(stats.entries) },
    {
      label: "Memory",
      value:
        stats.maxBytes === 0
          ? "Off"
          : `${formatBytes(stats.bytes)} of ${formatBytes(stats.maxBytes)}`,
    },
  ];
  return (
    <section
      aria-labelledby="page-cache-heading"
      className="mt-8 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="page-cache-heading" className="flex items-center gap-2 text-lg font-semibold">
        <GaugeIcon className="size-5" aria-hidden="true" />
        Page cache
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Pages for readers who are not signed in, since the server started
        {workers > 1 ? `, across ${workers} worker processes` : ""}. A change you publish empties it
        at once.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
