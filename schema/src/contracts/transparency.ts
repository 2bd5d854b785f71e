/** GET /api/transparency, public (docs/product-rules.md#transparency). Amounts are decimal strings of XAF. */
import type { ReserveCommitments } from "./reserve";

export interface SwitchChangeView {
  switch: "deposits" | "withdrawals";
  enabled: boolean;
  /**
   * Who flipped the switch, as a code the client translates ("an administrator"): public
   * figures never name an admin (docs/product-rules.md#switches, SW-3).
   */
  changedBy: "administrator";
  reason: string | null;
  createdAt: string;
}

export interface TransparencyResponse extends ReserveCommitments {
  depositsApproved: string;
  withdrawalsPaid: string;
  returnsPaid: string;
  returnsOwed: string;
  referralBonusesPaid: string;
  /** What the reserve holds in all: free plus committed (RES-4). */
  reserveBalance: string;
  /** Whole days of current daily returns the reserve covers; null when none are due. */
  reserveCoverDays: number | null;
  pendingWithdrawals: { count: number; oldestAgeHours: number | null };
  medianWithdrawalDecisionHours: number | null;
  switchHistory: SwitchChangeView[];
  operatorLegalName: string;
  licenceReference: string;
  /**
   * When the auditor last checked the books (after each daily run: every cached balance
   * against its entries, and the trial balance), ISO 8601 UTC; null before its first run
   * (docs/product-rules.md#books-checked).
   */
  booksCheckedAt: string | null;
  /** Whether the books balanced at that check; null before the first. */
  booksBalanced: boolean | null;
  asOf: string;
}
