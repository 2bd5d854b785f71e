/**
 * Formatting at the UI edge only (style.md, Money): XAF with Intl for the active
 * language, dates in Cameroon's time zone, phones with the +237 prefix.
 */
import { decimalStringToXaf } from "@app/schema/money";

const TIME_ZONE = "Africa/Douala";

/** "25000.00" -> "25,000 FCFA" style text for `locale`; junk is shown as-is, never as 0. */
export function formatXaf(amount: string | number, locale: string): string {
  let xaf: number;
  try {
    xaf = typeof amount === "number" ? amount : decimalStringToXaf(amount);
  } catch {
    return String(amount);
  }
  return new Intl.NumberFormat(locale, { style: "currency", currency: "XAF", maximumFractionDigits: 0 }).format(xaf);
}

export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: TIME_ZONE }).format(date);
}

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE }).format(date);
}

/** Stored phones are 9 digits without the country code (schema/src/contracts/auth.ts). */
export function formatPhone(phone: string): string {
  return `+237 ${phone}`;
}
