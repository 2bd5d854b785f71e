/** A calendar day of Africa/Douala ("2026-12-21", as maturesOn and daily-return memos carry it) for reading. */
import { formatDate } from "@app/web/money";

export function formatDay(day: string, locale: string): string {
  // Noon UTC is the same calendar day in Douala (UTC+1), whatever the phone's zone.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00Z`, locale) : day;
}
