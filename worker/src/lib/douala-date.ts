/**
 * Calendar days in Africa/Douala (UTC+1, no daylight saving), from the IANA time zone
 * database through Intl, never from a hard-coded offset.
 */
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Douala",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Africa/Douala calendar day of an instant, "YYYY-MM-DD". */
export function doualaDay(at: Date | number = Date.now()): string {
  return dayFormat.format(at);
}

const dateTimeFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Africa/Douala",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The Africa/Douala wall-clock time of an instant, "YYYY-MM-DD HH:MM" (statements). */
export function doualaDateTime(at: Date | number | string): string {
  return dateTimeFormat.format(new Date(at));
}

/**
 * The instant the Africa/Douala calendar day of `at` began, as an ISO 8601 UTC string
 * comparable with our `created_at` columns (per-day limits, docs/product-rules.md#deposits).
 * The zone's offset comes from Intl, not from a constant.
 */
export function doualaDayStartUtc(at: Date | number = Date.now()): string {
  const midnightAsUtc = Date.parse(`${doualaDay(at)}T00:00:00Z`);
  const wallClockThen = Date.parse(`${doualaDateTime(midnightAsUtc).replace(" ", "T")}:00Z`);
  return new Date(midnightAsUtc - (wallClockThen - midnightAsUtc)).toISOString();
}

const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Douala",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * The SQLite date modifier that turns an Africa/Douala wall-clock time into UTC at the
 * instant `at` ("-60 minutes" for UTC+1), so SQL can bound a Douala day in `created_at`
 * terms. Read from the time-zone database, not hard-coded.
 */
export function doualaToUtcModifier(at: Date | number = Date.now()): string {
  const t = new Date(at);
  const p = Object.fromEntries(partsFormat.formatToParts(t).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  const offsetMinutes = Math.round((wall - (t.getTime() - t.getUTCMilliseconds())) / 60_000);
  return `${-offsetMinutes} minutes`;
}
