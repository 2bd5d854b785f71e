/**
 * Money, counts, dates and phones at the UI edge, shared by the PWA and the admin SPA
 * (docs/product-rules.md#money-format): XAF through Intl for the reader's language, dates in
 * Cameroon's time zone (Africa/Douala) whatever the device's setting.
 *
 * Amounts from the API are decimal strings ("25000.00"); they are read by the one
 * parser, `decimalStringToXaf` in `@app/schema/money`, never by `Number()`.
 */
import { decimalStringToXaf, WITHDRAWAL_FEE_PERCENT } from "@app/schema/money";

const TIME_ZONE = "Africa/Douala";
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The Intl locale for an app language: Cameroon's conventions in English and French. */
function intlLocale(locale: string): string {
  return locale === "fr" ? "fr-CM" : "en-CM";
}

/**
 * Intl already joins French digit groups with U+202F and the number to "FCFA" with U+00A0,
 * but engines have varied; any ordinary space left is made a no-break one, so an amount
 * never breaks across lines (docs/product-rules.md#money-format).
 */
function unbreakable(text: string): string {
  return text.replace(/ /g, "\u00a0");
}

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

/**
 * A possibly signed decimal string ("-3500.00") or a number -> whole XAF, or null for
 * anything that is not a whole number of francs. The sign is read here; the magnitude
 * by `decimalStringToXaf` (which accepts only non-negative amounts).
 */
export function signedXaf(amount: string | number): number | null {
  if (typeof amount === "number") return Number.isSafeInteger(amount) ? amount : null;
  const text = amount.trim();
  const negative = text.startsWith("-");
  try {
    const xaf = decimalStringToXaf(negative ? text.slice(1) : text);
    return negative ? -xaf : xaf;
  } catch {
    return null;
  }
}

/**
 * "25000.00" (the API's decimal strings, possibly signed) or a whole number of XAF ->
 * "FCFA 25,000" / "25 000 FCFA" for `locale` ("en" or "fr"), with no-break spaces only.
 * Anything else is shown as it is, never as a different sum.
 */
export function formatXaf(amount: string | number, locale: string): string {
  const xaf = signedXaf(amount);
  if (xaf === null) return String(amount);
  return unbreakable(
    cached(
      `n:${locale}`,
      () => new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "XAF", maximumFractionDigits: 0 }),
    ).format(xaf),
  );
}

/** A percentage in the reader's style: 5 -> "5%" / "5 %" (no-break spaces). */
export function formatPercent(percent: number, locale: string): string {
  return unbreakable(
    cached(`p:${locale}`, () => new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 })).format(
      percent / 100,
    ),
  );
}

/** The withdrawal fee's rate as the reader's language writes it ("5%", "5 %"): the one figure every fee text shows. */
export function withdrawalFeeRate(locale: string): string {
  return formatPercent(WITHDRAWAL_FEE_PERCENT, locale);
}

/** A plain count or amount in the reader's digits: 3500 -> "3,500" / "3 500" (no-break spaces). */
export function formatCount(n: number, locale: string): string {
  return unbreakable(cached(`c:${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(n));
}

/** An ISO 8601 instant -> its day in Douala ("Jan 1, 2027"), with the time when asked; "" for junk. */
export function formatDate(iso: string, locale: string, withTime = false): string {
  const f = cached(
    `d:${locale}:${withTime}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        dateStyle: "medium",
        timeStyle: withTime ? "short" : undefined,
        timeZone: TIME_ZONE,
      }),
  );
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : f.format(d);
}

/** An ISO 8601 instant -> its day and time in Douala; "" for junk. */
export function formatDateTime(iso: string, locale: string): string {
  return formatDate(iso, locale, true);
}

/**
 * An ISO 8601 instant to the second in Douala ("Nov 24, 2026, 6:52:46\u00a0AM"), with no-break
 * spaces; "" for junk. For histories that often move within a minute.
 */
export function formatInstant(iso: string, locale: string): string {
  const f = cached(
    `i:${locale}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "medium", timeZone: TIME_ZONE }),
  );
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : unbreakable(f.format(d));
}

/** Phones are stored as 9 digits without the country code; people read them with +237. */
export function formatPhone(phone: string): string {
  return `+237 ${phone}`;
}

/**
 * Reads a whole-XAF amount typed by a person ("25000", "25 000", "25,000"): null for
 * empty text, fractions, signs or anything else, so a typo never becomes a different sum.
 * Typed text, unlike the API's decimal strings, may carry thousands separators.
 */
export function parseWholeXaf(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f,.]/g, "");
  if (!/^\d{1,12}$/.test(compact)) return null;
  // "25.000" or "25,000" are thousands separators only when groups are of three digits.
  if (/[.,]/.test(text) && !/^\d{1,3}([.,\s\u00a0\u202f]\d{3})+$/.test(text.trim())) return null;
  return decimalStringToXaf(compact);
}
