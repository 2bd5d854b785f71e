/**
 * An instant to the second in Douala's time ("Nov 24, 2026, 6:52:46 AM"): a payment's
 * history often moves within a minute, so the panel's usual minutes are not enough.
 */
export function formatInstant(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-CM" : "en-CM", {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "Africa/Douala",
  })
    .format(d)
    .replace(/ /g, "\u00a0");
}
