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
    .toUpperCase();
}
