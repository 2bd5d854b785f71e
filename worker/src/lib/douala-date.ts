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
