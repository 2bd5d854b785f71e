/**
 * Phone and mobile-money account numbers as people type or paste them
 * (docs/product-rules.md#accounts): '+237 6 77 12 34 56', '00237677123456',
 * '677-12-34-56' or '(677) 12.34.56' all mean the 9 digits '677123456' we store and send.
 * The one reading of a number for the screens (web/), the Worker's provider calls
 * (`toMsisdn`) and the payment simulator.
 *
 * Our own few lines rather than libphonenumber-js: only one country's 9-digit mobile
 * numbers are accepted, and the library's metadata would weigh more than the whole
 * /login budget allows (bench/bundle-size.mjs). Validation stays with the shared
 * `phoneSchema` (schema/src/contracts/auth.ts), which names what is wrong.
 */

/** Separators people write inside a number, and the leading '+'. */
const PHONE_LIKE = /^[\d\s\u00a0\u202f+().\-/]*$/;

/**
 * The national digits of a typed or pasted Cameroon number: separators dropped, a leading
 * +237, 237 or 00237 before 9 digits removed. Text that is not phone-like (letters, say)
 * is returned as it is, so the form's check can say why it is wrong instead of it vanishing.
 */
export function phoneDigits(text: string): string {
  if (!PHONE_LIKE.test(text)) return text;
  const digits = text.replace(/\D/g, "");
  if (digits.length === 14 && digits.startsWith("00237")) return digits.slice(5);
  if (digits.length === 12 && digits.startsWith("237")) return digits.slice(3);
  return digits;
}

/**
 * The digits a search text stands for in a stored phone (9 national digits), or null when the
 * text is not phone-like or holds no digit: a whole number or a part of one, as the panel shows
 * it ("+237 6417", "00237 641 71") or as typed. A leading +237, 00237 or 237 is the country
 * code, never a part of the number, since no stored number starts with 2 (`phoneSchema`).
 * The admin search's one reading of a phone (docs/product-rules.md#admin-lists, LST-4, LST-6).
 */
export function phoneSearchDigits(text: string): string | null {
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  const national = digits.replace(/^(00)?237(?=\d)/, "");
  return national.length > 0 ? national : null;
}

/** Cameroon mobile-money numbers (MTN, Orange) all start with 6 since the 2014 numbering plan. */
const MOBILE_MONEY_NATIONAL = /^6\d{8}$/;

/**
 * The MSISDN the payment providers take, "237" and the 9 national digits, of a number
 * written any way `phoneDigits` reads ("6XXXXXXXX", "237 6XX XX XX XX", "+2376XXXXXXXX").
 * Throws RangeError for anything but a Cameroon mobile number: we only pay those.
 */
export function toMsisdn(phone: string): string {
  const national = phoneDigits(phone);
  if (!MOBILE_MONEY_NATIONAL.test(national)) throw new RangeError(`not a Cameroon mobile number: ${phone}`);
  return `237${national}`;
}
