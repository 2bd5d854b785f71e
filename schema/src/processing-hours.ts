/**
 * When staff next handle a pending request (docs/product-rules.md#money-status, MST-3;
 * #processing-hours, WDR-7): Monday to Saturday, 8:00 to 18:00 Africa/Douala, never on Sunday.
 * Shared by the worker (which puts the instant in the dashboard) and the PWA (which
 * words it). Wall-clock times come from the IANA time zone database through Intl, so
 * no offset is written here.
 */

/** Processing opens at this hour, Africa/Douala. */
export const PROCESSING_OPENS_HOUR = 8;
/** Processing closes at this hour, Africa/Douala: a request at 18:00 or later waits. */
export const PROCESSING_CLOSES_HOUR = 18;
export const PROCESSING_TIME_ZONE = "Africa/Douala";

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: PROCESSING_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  weekday: "short",
  hourCycle: "h23",
});

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

function wallClock(at: Date): WallClock {
  const parts: Record<string, string> = {};
  for (const p of partsFormat.formatToParts(at)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

/** The instant at which the Douala wall clock shows `hour`:00 on the given calendar day. */
function doualaInstant(year: number, month: number, day: number, hour: number): Date {
  const asIfUtc = Date.UTC(year, month - 1, day, hour);
  // The zone's offset at that moment, read back from Intl (Douala has no daylight saving,
  // but nothing here assumes it).
  const seen = wallClock(new Date(asIfUtc));
  const offsetMs = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - asIfUtc;
  return new Date(asIfUtc - offsetMs);
}

/** True when `at` falls inside processing hours (Mon–Sat, 8:00 ≤ time < 18:00 Douala). */
export function isWithinProcessingHours(at: Date): boolean {
  const w = wallClock(at);
  return w.weekday !== 0 && w.hour >= PROCESSING_OPENS_HOUR && w.hour < PROCESSING_CLOSES_HOUR;
}

/**
 * When a request pending at `at` is next handled: `at` itself inside processing hours,
 * otherwise 8:00 Africa/Douala of the next processing day (the same day before 8:00; the
 * next day after 18:00; Monday from Saturday evening and all of Sunday).
 * Throws RangeError for an invalid date.
 */
export function nextProcessingStart(at: Date): Date {
  if (Number.isNaN(at.getTime())) throw new RangeError("nextProcessingStart: invalid date");
  if (isWithinProcessingHours(at)) return at;
  const w = wallClock(at);
  // Days to add to today's Douala date: 0 before opening on a working day, else 1, and one
  // more when that lands on a Sunday.
  let add = w.weekday !== 0 && w.hour < PROCESSING_OPENS_HOUR ? 0 : 1;
  if ((w.weekday + add) % 7 === 0) add += 1;
  // Date.UTC normalises day overflow (31 + 1 -> the 1st of the next month).
  const next = new Date(Date.UTC(w.year, w.month - 1, w.day + add));
  return doualaInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), PROCESSING_OPENS_HOUR);
}
