import { describe, expect, it } from "vitest";
import { monthStartOf, nextMonthStart, segmentsOf } from "~/analytics/segments";

const DAY = 24;

/** Every hour the pieces cover, counted once per piece that covers it. */
function coveredHours(from: number, to: number, folded: number | null) {
  const { hours, days, months } = segmentsOf(from, to, folded);
  const covered = new Map<number, number>();
  const cover = (start: number, end: number) => {
    for (let hour = start; hour < end; hour++) covered.set(hour, (covered.get(hour) ?? 0) + 1);
  };
  for (const span of hours) cover(span.from, span.to);
  for (const span of days) cover(span.from * DAY, span.to * DAY);
  for (const span of months) cover(span.from * DAY, span.to * DAY);
  return { covered, days, months };
}

describe("analytics: a period cut into months, days and hours", () => {
  it("covers every hour of the period once, and reads folded rows only for folded days", () => {
    // 2026-01-01 in hours since the epoch, then periods of many lengths and offsets.
    const base = Date.UTC(2026, 0, 1) / 3_600_000;
    const folded = base / DAY + 200;
    for (const [offset, length] of [
      [0, 24],
      [5, 24],
      [13, 24 * 7],
      [0, 24 * 30],
      [7, 24 * 365],
      [24 * 150 + 3, 24 * 80],
      [24 * 199, 48],
      [24 * 210, 24],
    ]) {
      const from = base + offset!;
      const to = from + length!;
      const { covered, days, months } = coveredHours(from, to, folded);
      expect(covered.size).toBe(length);
      expect([...covered.values()].every((times) => times === 1)).toBe(true);
      expect([...covered.keys()].every((hour) => hour >= from && hour < to)).toBe(true);
      for (const span of [...days, ...months]) expect(span.to - 1).toBeLessThanOrEqual(folded);
      for (const span of months) {
        expect(monthStartOf(span.from)).toBe(span.from);
        expect(monthStartOf(span.to)).toBe(span.to);
      }
    }
  });

  it("reads a whole folded year from months, the days around them, and the hours of today", () => {
    const now = Date.UTC(2026, 10, 28, 10) / 3_600_000;
    const from = Date.UTC(2025, 11, 1) / 3_600_000;
    const yesterday = now / DAY - 1 - 10 / DAY;
    const { hours, days, months } = segmentsOf(from, now + 1, Math.floor(yesterday));
    expect(months).toEqual([{ from: from / DAY, to: Date.UTC(2026, 10, 1) / 86_400_000 }]);
    expect(days).toEqual([{ from: Date.UTC(2026, 10, 1) / 86_400_000, to: Math.floor(now / DAY) }]);
    expect(hours).toEqual([{ from: Math.floor(now / DAY) * DAY, to: now + 1 }]);
    expect(nextMonthStart(monthStartOf(from / DAY))).toBe(Date.UTC(2026, 0, 1) / 86_400_000);
  });

  it("reads only hours when nothing is folded", () => {
    expect(segmentsOf(100, 9000, null)).toEqual({
      hours: [{ from: 100, to: 9000 }],
      days: [],
      months: [],
    });
  });
});
