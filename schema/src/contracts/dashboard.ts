/**
 * GET /api/user/dashboard (docs/product-rules.md#screen-dashboard).
 * Amounts are decimal strings of whole XAF; dates are ISO 8601 UTC instants.
 */
import type { TransferKind } from "../db/ledger";
import type { AuthUser } from "./auth";
import type { PayoutSummary } from "./payments";
import type { WithdrawalStatus } from "./withdrawals";

/**
 * What caused a transfer, as typed links (docs/product-rules.md#transfer-links): each is
 * null unless it applies. A withdrawal's hold, payout, fee and release name its request;
 * a deposit its verification; an investment, a daily return and a maturity the
 * investment; a referral bonus the referred friend.
 */
export interface TransferLinksView {
  withdrawalRequestId: number | null;
  depositVerificationId: number | null;
  investmentId: number | null;
  referredUserId: number | null;
}

/**
 * What a withdrawal's one history line says besides its amount and state
 * (docs/product-rules.md#screen-dashboard): the fee and what reaches the mobile-money
 * account, from the request, whether or not the payout is made yet.
 */
export interface WithdrawalLineView {
  fee: string;
  /** amount - fee. */
  amountToReceive: string;
}

/**
 * One movement of the investor, as the dashboard history shows it: a ledger transfer that
 * touches their spendable balances. A withdrawal is one line, its hold, carrying the
 * request's state, fee and amount received; its payout and fee transfers (money leaving
 * the hold) are not lines of their own.
 */
export interface TransactionView {
  id: number;
  /** The ledger transfer kind. */
  type: TransferKind;
  /** Signed from the investor's point of view: "-3500.00" leaves their principal. */
  amount: string;
  /** completed, pending, or failed. */
  status: string;
  links: TransferLinksView;
  memo: string | null;
  createdAt: string;
  /** The withdrawal's fee and amount received, on a withdrawal hold; else null. */
  withdrawal: WithdrawalLineView | null;
}

export interface InvestmentView {
  id: number;
  cardId: number;
  cardName: string;
  amount: string;
  dailyReturn: string;
  totalEarned: string;
  durationDays: number;
  paidDays: number;
  owedDays: number;
  /**
   * Days of the term settled as paused, never paid, by reason: the user was suspended that
   * Africa/Douala day, or their principal ended it under 1,000 XAF (docs/product-rules.md#returns-paused, RET-5).
   */
  pausedDays: PausedDaysView;
  isActive: boolean;
  createdAt: string;
  maturesOn: string;
}

/** Paused days of an investment by reason, in days (docs/product-rules.md#returns-paused). */
export interface PausedDaysView {
  suspended: number;
  lowBalance: number;
}

export interface ReferralEarningView {
  referredUserId: number;
  referredName: string;
  amount: string;
  createdAt: string;
}

/**
 * A deposit verification the investor submitted, with its decision
 * (docs/product-rules.md#deposits, DEP-9).
 */
export interface DepositVerificationView {
  id: number;
  /** What the investor typed as the mobile-money transaction id. */
  transactionId: string;
  /** Pending or rejected: the amount declared; approved: the amount credited. */
  amount: string;
  paymentMethod: "MTN" | "Orange";
  status: "pending" | "approved" | "rejected";
  /** The admin's note; for a rejection, the reason. */
  adminNote: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** Pending only: when staff next check requests (ISO instant), from `nextProcessingStart`. */
  nextStepAt: string | null;
}

/** A withdrawal request of the investor (docs/product-rules.md#withdrawals). */
export interface WithdrawalView {
  id: number;
  amount: string;
  fee: string;
  /** amount - fee, what reaches the mobile-money account. */
  amountToReceive: string;
  paymentMethod: "MTN Mobile Money" | "Orange Money";
  accountNumber: string;
  /** completed is shown "Approved", failed "Rejected" (WDR-4); processing: approved, the provider is paying it. */
  status: WithdrawalStatus;
  /** The admin's note; for a rejection, the reason. */
  adminNote: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** Pending only: when staff next process withdrawals (ISO instant), from `nextProcessingStart`. */
  nextStepAt: string | null;
  /** The automatic payout, when the provider pays it: its status, our reference and the operator's. */
  payout: PayoutSummary | null;
}

/**
 * A referral bonus earned but not yet paid because the returns reserve could not cover it
 * (docs/product-rules.md#referrals, REF-2): paid by the daily run once the reserve is funded.
 */
export interface PendingReferralBonusView {
  referredUserId: number;
  referredName: string;
  amount: string;
  /** When the friend first invested, which made the bonus due. */
  dueSince: string;
}

/** Why daily returns are paused for this user now, or null (docs/product-rules.md#returns-paused). */
export type ReturnsPausedReason = "suspended" | "low_balance" | null;

export interface DashboardResponse {
  user: AuthUser;
  investments: InvestmentView[];
  /** The newest movements, at most 50 (the statement has them all). */
  transactions: TransactionView[];
  /** Whether older movements exist beyond `transactions` (then the screen points to the statement). */
  moreTransactions: boolean;
  referralEarnings: ReferralEarningView[];
  /** Bonuses due but waiting for the reserve to be funded, oldest first. */
  pendingReferralBonuses: PendingReferralBonusView[];
  /** Every deposit verification of the investor, newest first (at most 50). */
  depositVerifications: DepositVerificationView[];
  /** Every withdrawal request of the investor, newest first (at most 50). */
  withdrawals: WithdrawalView[];
  referralCount: number;
  totalInvested: string;
  totalEarned: string;
  returnsPaused: ReturnsPausedReason;
}
