/**
 * What the operator's search text can stand for (docs/product-rules.md#operator-views, OPS-4):
 * a phone's digits, a whole amount of XAF, an id, a referral code, a request's reference such
 * as `withdrawal:12`, a deposit's transaction key; and the bound past every continuation of a
 * prefix, so a prefix is read as a range seek on an index.
 */
import { normaliseTransactionId } from "@app/schema/transaction-id";

/** Past every character a prefix can continue with (UTF-8 of U+10FFFF sorts last). */
export const PREFIX_END = "\u{10FFFF}";

/** Digits of a Cameroon phone typed as "+237 6 70 00 00 00", "237670000000" or "670 000 000". */
export function phoneDigits(q: string): string | null {
  const digits = q.replace(/[\s().-]/g, "").replace(/^\+?237(?=\d{3,})/, "");
  return /^\d{2,9}$/.test(digits) ? digits : null;
}

/** A whole number of XAF typed as "10000", "10 000", "10,000" or "10.000" (no decimals). */
export function amountOf(q: string): number | null {
  const compact = q.replace(/[\s,.\u00a0\u202f]/g, "").replace(/(XAF|FCFA|F)$/i, "");
  if (!/^[1-9]\d{0,11}$/.test(compact)) return null;
  return Number(compact);
}

/** The readings of one search text; null where the text cannot be one. */
export interface SearchTerms {
  q: string;
  phone: string | null;
  amount: number | null;
  id: number | null;
  /** The text upper-cased, as referral codes are stored. */
  upper: string;
  /** A request's reference: its kind and its id. */
  ref: RegExpExecArray | null;
  /** The normalised transaction key (docs/product-rules.md#deposits, DEP-3). */
  key: string;
}

/** Every reading of `q` (already trimmed and checked by the contract `searchQuery`). */
export function searchTerms(q: string): SearchTerms {
  return {
    q,
    phone: phoneDigits(q),
    amount: amountOf(q),
    id: /^[1-9]\d{0,15}$/.test(q) ? Number(q) : null,
    upper: q.toUpperCase(),
    ref: /^([a-z_]+):([1-9]\d{0,15})$/.exec(q),
    key: normaliseTransactionId(q),
  };
}
