import { useEffect, useRef } from "react";
import type { AnalyticsBucket, AnalyticsPoint } from "~/analytics/types";

/**
 * Views and visitors over the period, drawn by uPlot (1.6.32, MIT, ~50 KB), which is loaded
 * only here, after the screen is shown: no other page carries it. The canvas is decorative for
 * screen readers; the same numbers are in the table beside it.
 */
export function AnalyticsChart({
  series,
  bucket,
}: {
  series: readonly AnalyticsPoint[];
  bucket: AnalyticsBucket;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null =
      null;
    let cancelled = false;
    const observer = new ResizeObserver(() => {
      chart?.setSize({ width: element.clientWidth, height: 260 });
    });
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(
      ([{ default: UPlot }]) => {
        if (cancelled) return;
        const styles = getComputedStyle(element);
        const views = styles.getPropertyValue("--color-primary").trim() || "#2563eb";
        const visitors = "oklch(0.62 0.15 150)";
        const text = styles.getPropertyValue("color");
        const axis = { stroke: text, grid: { stroke: "rgba(128,128,128,0.2)" } };
        chart = new UPlot(
          {
            width: element.clientWidth,
            height: 260,
            // The figure's caption is the legend; uPlot's own would repeat it with "--" values.
            legend: { show: false },
            series: [
              {},
              { label: "Views", stroke: views, width: 2 },
              { label: "Visitors", stroke: visitors, width: 2, dash: [6, 4] },
            ],
            axes: [
              {
                ...axis,
                values: (_chart: unknown, ticks: number[]) =>
                  ticks.map((tick) => label(tick, bucket)),
              },
              axis,
            ],
            scales: { x: { time: false } },
          },
          [
            series.map((point) => Date.parse(point.start) / 1000),
            series.map((point) => point.views),
            series.map((point) => point.visitors),
          ],
          element,
        );
        observer.observe(element);
      },
    );
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [series, bucket]);
  return <div ref={container} aria-hidden="true" className="min-h-[260px] w-full" />;
}

/** An axis label: the hour, the day or the month its point stands for. */
function label(seconds: number, bucket: AnalyticsBucket): string {
  const date = new Date(seconds * 1000);
  if (bucket === "hour") return `${String(date.getUTCHours()).padStart(2, "0")}:00`;
  if (bucket === "month")
    return date.toLocaleDateString("en-US", { month: "short", timeZone: "UTC" });
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}
