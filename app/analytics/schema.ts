import { z } from "~/lib/zod";
import { ANALYTICS_RANGES, type AnalyticsRange } from "./types";

/** The `?range=` of the Analytics screen and its export: absent is the last 7 days. */
export const analyticsRangeSchema = z
  .enum(ANALYTICS_RANGES, { message: "range must be one of 24h, 7d, 30d or 12m." })
  .default("7d");

/** The range a request asks for; a 400 Response for anything else. */
export function analyticsRangeOf(request: Request): AnalyticsRange {
  const raw = new URL(request.url).searchParams.get("range");
  const parsed = analyticsRangeSchema.safeParse(raw ?? undefined);
  if (!parsed.success) {
    throw new Response(`Bad request: ${parsed.error.issues[0]?.message ?? "invalid range."}`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return parsed.data;
}
