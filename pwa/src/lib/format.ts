/**
 * Money and dates at the UI edge (style.md, Money): XAF through Intl for the active
 * language, dates in Cameroon's time zone whatever the phone's setting.
 */
const TIME_ZONE = "Africa/Douala";
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function intlLocale(locale: string): string {
  return locale === "fr" ? "fr-CM" : "en-CM";
}

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

/** "25000.00" (the API's decimal strings, possibly signed) -> "FCFA 25,000" / "25 000 FCFA". */
export function formatXaf(amount: string | number, locale: string): string {
  const n = typeof amount === "number" ? amount : Number(amount);
  const f = cached(`n:${locale}`, () => new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "XAF" }));
  return f.format(Number.isFinite(n) ? n : 0);
}

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

/** Phones are stored as 9 digits; people read them with the country prefix. */
export function formatPhone(phone: string): string {
  return `+237 ${phone}`;
}

/** A plain count or amount in the active language's digits: 3500 -> "3,500" / "3 500". */
export function formatCount(n: number, locale: string): string {
  return cached(`c:${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(n);
}
