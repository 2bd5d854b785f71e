/**
 * Money is whole XAF (ISO 4217: no minor unit in use; docs/product-rules.md#money-format;
 * docs/decisions/0021-whole-xaf-and-decimal-strings.md). These helpers guard integers and
 * convert at the API edge only.
 */

/** Throws RangeError unless `n` is a safe, non-negative integer number of XAF. */
export function assertXaf(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole XAF amount: ${n}`);
  return n;
}

/** 25000 -> "25000.00", the decimal-string contract for balances (docs/product-rules.md#money-format). */
export function xafToDecimalString(n: number): string {
  return `${assertXaf(n)}.00`;
}

/** "25000.00" or "25000" -> 25000. Throws RangeError for fractions of a franc or junk. */
export function decimalStringToXaf(s: string): number {
  const m = /^(\d{1,15})(?:\.0{1,2})?$/.exec(s.trim());
  if (!m) throw new RangeError(`not a whole XAF amount: ${s}`);
  return assertXaf(Number(m[1]));
}

/** The withdrawal fee, in percent of the amount (docs/product-rules.md#withdrawal-fee); texts show this figure. */
export const WITHDRAWAL_FEE_PERCENT = 5;

/** Withdrawal fee: WITHDRAWAL_FEE_PERCENT of the amount, rounded half up to a whole franc (docs/product-rules.md#withdrawal-fee). */
export function withdrawalFeeXaf(amountXaf: number): number {
  return Math.floor((assertXaf(amountXaf) * WITHDRAWAL_FEE_PERCENT + 50) / 100);
}

/** Business constants (docs/product-rules.md#limits). */
export const MIN_WITHDRAWAL_XAF = 3500;
export const MIN_DEPOSIT_XAF = 1000;
export const DEPOSIT_STEP_XAF = 100;
export const REFERRAL_BONUS_XAF = 1000;
export const KEEP_BALANCE_XAF = 1000;
export const MONTHLY_POTENTIAL_DAYS = 30;
/** The largest deposit paid through a provider, in XAF (docs/product-rules.md#automatic-rails). */
export const MAX_PROVIDER_DEPOSIT_XAF = 1_000_000;
