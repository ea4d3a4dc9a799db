/**
 * Where a period's numbers are read (decision 0033, "At archive scale"): whole calendar months
 * that are folded from the monthly rows, other whole folded days from the daily rows, and the
 * rest (today, unfolded days, a period's ends inside a day) from the hourly rows. The pieces
 * never overlap and cover the period exactly, so sums over them equal sums over the hours.
 */

const DAY_HOURS = 24;

/** [from, to) in the unit of the rows read: hours, days, or days for months (first days). */
export interface Span {
  from: number;
  to: number;
}

export interface PeriodSegments {
  hours: Span[];
  days: Span[];
  /** Months by their first day: [first day of the first month, first day after the last). */
  months: Span[];
}

export function dayOfHour(hour: number): number {
  return Math.floor(hour / DAY_HOURS);
}

/** The first day (days since the epoch) of the calendar month holding `day`. */
export function monthStartOf(day: number): number {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 86_400_000;
}

/** The first day of the month after the one holding `day`. */
export function nextMonthStart(day: number): number {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 86_400_000;
}

/**
 * Cuts [fromHour, toHour) into the pieces to read, given the last folded day (null: none).
 * Months are used only when the whole month lies in the period and is folded.
 */
export function segmentsOf(
  fromHour: number,
  toHour: number,
  foldedThrough: number | null,
): PeriodSegments {
  const segments: PeriodSegments = { hours: [], days: [], months: [] };
  const add = (list: Span[], from: number, to: number) => {
    if (from < to) list.push({ from, to });
  };
  if (fromHour >= toHour) return segments;
  const foldedEnd = foldedThrough === null ? -Infinity : (foldedThrough + 1) * DAY_HOURS;
  const foldedTo = Math.min(toHour, foldedEnd);
  const firstDay = Math.ceil(fromHour / DAY_HOURS);
  const endDay = Math.floor(foldedTo / DAY_HOURS);
  if (foldedTo <= fromHour || firstDay >= endDay) {
    add(segments.hours, fromHour, toHour);
    return segments;
  }
  add(segments.hours, fromHour, firstDay * DAY_HOURS);
  let monthFrom = monthStartOf(firstDay);
  if (monthFrom < firstDay) monthFrom = nextMonthStart(firstDay);
  let monthTo = monthFrom;
  while (monthTo < endDay && nextMonthStart(monthTo) <= endDay) monthTo = nextMonthStart(monthTo);
  if (monthTo > monthFrom) {
    add(segments.days, firstDay, monthFrom);
    segments.months.push({ from: monthFrom, to: monthTo });
    add(segments.days, monthTo, endDay);
  } else {
    add(segments.days, firstDay, endDay);
  }
  add(segments.hours, endDay * DAY_HOURS, toHour);
  return segments;
}
