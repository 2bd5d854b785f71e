/**
 * Mobile-money transaction ids as compared for uniqueness (docs/product-rules.md#deposits,
 * DEP-3). People copy the id from an SMS: a lower-case copy, inner spaces, zero-width
 * characters, full-width digits or a trailing dot must not make the same transaction look
 * new. The normalised form is what the unique index sees; what the user typed is kept for
 * display.
 */

/**
 * Unicode NFKC (full-width and compatibility forms become plain letters and digits), then
 * every whitespace, format (zero-width, BOM, soft hyphen, bidi marks), punctuation and
 * symbol character is dropped, then upper-case. Returns "" when nothing is left.
 */
export function normaliseTransactionId(typed: string): string {
  return typed
    .normalize("NFKC")
    .replace(/[\s\p{Z}\p{Cf}\p{Cc}\p{P}\p{S}]/gu, "")
    .replace(/\p{Nd}/gu, asciiDigit)
    .toUpperCase();
}

/**
 * A decimal digit of any script (Arabic-Indic, Devanagari, ...) as its ASCII digit.
 * Unicode lays out each script's digits as runs of ten from zero, so the value is the
 * distance from the start of the run, modulo ten.
 */
function asciiDigit(digit: string): string {
  const cp = digit.codePointAt(0)!;
  let start = cp;
  while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((cp - start) % 10);
}

/**
 * True when the normalised id holds only Latin capital letters and ASCII digits, as
 * mobile-money transaction ids do. Refusing any other letter closes the look-alike hole
 * NFKC leaves open (Cyrillic "МР" looks like Latin "MP" but is another string).
 */
export function isLatinTransactionId(normalised: string): boolean {
  return /^[A-Z0-9]+$/.test(normalised);
}
