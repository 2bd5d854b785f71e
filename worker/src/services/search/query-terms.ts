/**
 * What the operator's search text can stand for (docs/product-rules.md#operator-views, OPS-4):
 * a phone's digits, a whole amount of XAF, an id, a referral code, a request's reference such
 * as `withdrawal:12`, a deposit's transaction key, a payment's reference (`LA-XXXXXXXX`); and
 * the bound past every continuation of a prefix, so a prefix is read as a range seek on an
 * index. The search and its counts read the text here, once.
 */
import { phoneSearchDigits } from "@app/schema/phone";
import { normaliseTransactionId } from "@app/schema/transaction-id";

/** Past every character a prefix can continue with (UTF-8 of U+10FFFF sorts last). */
export const PREFIX_END = "\u{10FFFF}";

/**
 * The payment reference investors are shown (`LA-` and 8 Crockford base32 characters,
 * worker/src/services/payments/payment-rows.ts `newReference`), or its start, as staff copy it:
 * any case, alone or inside a sentence ("Our reference LA-7K3M9Q2P"), with a space or no dash
 * after `LA`, Crockford's look-alikes read as its digits (O as 0, I and L as 1). Null when the
 * text holds no `LA` followed by 2 to 8 such characters.
 */
export function paymentReferenceOf(q: string): string | null {
  const m = /(?:^|[^0-9A-Z])LA[\s\-\u2010-\u2015_]?([0-9A-Z]{2,8})$/.exec(q.normalize("NFKC").toUpperCase().trim());
  if (!m?.[1]) return null;
  const chars = m[1].replace(/O/g, "0").replace(/[IL]/g, "1");
  return /^[0-9A-HJKMNP-TV-Z]+$/.test(chars) ? `LA-${chars}` : null;
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
  /** A payment's reference or its start (`paymentReferenceOf`). */
  paymentRef: string | null;
}

/** Every reading of `q` (already trimmed and checked by the contract `searchQuery`). */
export function searchTerms(q: string): SearchTerms {
  return {
    q,
    phone: phoneSearchDigits(q),
    amount: amountOf(q),
    id: /^[1-9]\d{0,15}$/.test(q) ? Number(q) : null,
    upper: q.toUpperCase(),
    ref: /^([a-z_]+):([1-9]\d{0,15})$/.exec(q),
    key: normaliseTransactionId(q),
    paymentRef: paymentReferenceOf(q),
  };
}
