/**
 * A time of day in Douala as each language writes an opening hour (docs/product-rules.md#languages):
 * French "8 h", "8 h 30" (a no-break space before "h", no leading zero), as the catalogs'
 * "de 8 h à 18 h" beside it; English "8:00". For the hours staff work, not for timestamps.
 */
const TIME_ZONE = "Africa/Douala";

/** The hour and minute of `instant` in Douala, worded for `locale` ("fr": "8 h"; else "8:00"). */
export function formatClockTime(instant: Date, locale: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", { hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE })
    .formatToParts(instant)
    .reduce<Record<string, string>>((out, p) => ({ ...out, [p.type]: p.value }), {});
  const hour = String(Number(parts.hour));
  const minute = parts.minute ?? "00";
  if (locale.startsWith("fr")) return minute === "00" ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${minute}`;
  return `${hour}:${minute}`;
}
