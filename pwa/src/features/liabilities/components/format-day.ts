/** A calendar day of Africa/Douala ("2030-01-02", as records carry it) for reading, in the reader's language. */
import { formatDate } from "@app/web/money";

export function formatDay(day: string, locale: string): string {
  // Noon UTC is the same calendar day in Douala (UTC+1), whatever the phone's zone.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00Z`, locale) : day;
}
