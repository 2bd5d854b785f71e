/**
 * Money is whole XAF (ISO 4217: no minor unit in use; decisions.md section 2).
 * These helpers guard integers and convert at the API edge only.
 */

/** Throws RangeError unless `n` is a safe, non-negative integer number of XAF. */
export function assertXaf(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole XAF amount: ${n}`);
  return n;
}

/** 25000 -> "25000.00", the spec's decimal-string contract for balances. */
export function xafToDecimalString(n: number): string {
  return `${assertXaf(n)}.00`;
}

/** "25000.00" or "25000" -> 25000. Throws RangeError for fractions of a franc or junk. */
export function decimalStringToXaf(s: string): number {
  const m = /^(\d{1,15})(?:\.0{1,2})?$/.exec(s.trim());
  if (!m) throw new RangeError(`not a whole XAF amount: ${s}`);
  return assertXaf(Number(m[1]));
}

/** Withdrawal fee: 5 % rounded half up to a whole franc (decisions.md section 2). */
export function withdrawalFeeXaf(amountXaf: number): number {
  return Math.floor((assertXaf(amountXaf) * 5 + 50) / 100);
}

/** Business constants (spec section 9). */
export const MIN_WITHDRAWAL_XAF = 3500;
export const MIN_DEPOSIT_XAF = 1000;
export const DEPOSIT_STEP_XAF = 100;
export const REFERRAL_BONUS_XAF = 1000;
export const KEEP_BALANCE_XAF = 1000;
export const MONTHLY_POTENTIAL_DAYS = 30;
