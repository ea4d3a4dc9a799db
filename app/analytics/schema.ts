import { ANALYTICS_CUSTOM_MAX_DAYS } from "~/lib/constants";
import { z } from "~/lib/zod";
import { ANALYTICS_RANGES, type AnalyticsPeriodChoice } from "./types";

const DAY_MS = 86_400_000;

/** The `?range=` of the Analytics screen and its export: absent is the last 7 days. */
export const analyticsRangeSchema = z
  .enum([...ANALYTICS_RANGES, "custom"], {
    message: "range must be one of 24h, 7d, 30d, 12m or custom.",
  })
  .default("7d");

/** A calendar day as a date input sends it; `2026-02-30` is not one. */
const isoDay = (name: string) =>
  z
    .string({ message: `Choose the ${name} date.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${name} date must be a date (YYYY-MM-DD).`)
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    }, `The ${name} date is not a day of the calendar.`);

/**
 * A custom period (`?range=custom&from=…&to=…`): whole UTC days, both included, not after
 * today, at most ANALYTICS_CUSTOM_MAX_DAYS long.
 */
export function customRangeSchema(now: number) {
  const today = new Date(now).toISOString().slice(0, 10);
  return z
    .object({ from: isoDay("start"), to: isoDay("end") })
    .refine(({ from, to }) => from <= to, {
      message: "The start date must be on or before the end date.",
      path: ["to"],
    })
    .refine(({ to }) => to <= today, {
      message: "The end date cannot be after today (UTC).",
      path: ["to"],
    })
    .refine(
      ({ from, to }) =>
        (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 <= ANALYTICS_CUSTOM_MAX_DAYS,
      {
        message: `A custom period is at most ${ANALYTICS_CUSTOM_MAX_DAYS} days.`,
        path: ["from"],
      },
    );
}

export type AnalyticsPeriodParse =
  | { ok: true; choice: AnalyticsPeriodChoice }
  | { ok: false; message: string; field: "range" | "from" | "to" };

/** The period a request's query asks for, or why it cannot be shown. */
export function parseAnalyticsPeriod(url: URL, now: number): AnalyticsPeriodParse {
  const params = url.searchParams;
  const range = analyticsRangeSchema.safeParse(params.get("range") ?? undefined);
  if (!range.success) {
    return {
      ok: false,
      message: range.error.issues[0]?.message ?? "Invalid range.",
      field: "range",
    };
  }
  if (range.data !== "custom") return { ok: true, choice: range.data };
  const custom = customRangeSchema(now).safeParse({
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
  });
  if (!custom.success) {
    const issue = custom.error.issues[0];
    return {
      ok: false,
      message: issue?.message ?? "Invalid period.",
      field: issue?.path[0] === "to" ? "to" : "from",
    };
  }
  return { ok: true, choice: custom.data };
}

/** The period a request asks for; a 400 Response for anything else. */
export function analyticsPeriodOf(request: Request, now = Date.now()): AnalyticsPeriodChoice {
  const parsed = parseAnalyticsPeriod(new URL(request.url), now);
  if (!parsed.ok) {
    throw new Response(`Bad request: ${parsed.message}`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return parsed.choice;
}
