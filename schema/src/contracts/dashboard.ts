/**
 * GET /api/user/dashboard (docs/product-rules.md#screen-dashboard).
 * Amounts are decimal strings of whole XAF; dates are ISO 8601 UTC instants.
 */
import type { TransferKind } from "../db/ledger";
import type { AuthUser } from "./auth";
import type { MoneyRequestsPage } from "./money-requests";
import type { VerificationView } from "./verification";

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
  /** On a transfer of an investment: its card's French name for a French reader (the memo has the English); else null. */
  cardNameFr: string | null;
  createdAt: string;
  /** The withdrawal's fee and amount received, on a withdrawal hold; else null. */
  withdrawal: WithdrawalLineView | null;
}

export interface InvestmentView {
  id: number;
  cardId: number;
  cardName: string;
  /** The card's French name, for a French reader; "" when it has none (then `cardName`; issue 34). */
  cardNameFr: string;
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
  /**
   * The first page of the investor's deposits and withdrawals, manual and automatic, newest
   * first (GET /api/user/money-requests gives the older pages; MST-1).
   */
  moneyRequests: MoneyRequestsPage;
  referralCount: number;
  totalInvested: string;
  totalEarned: string;
  returnsPaused: ReturnsPausedReason;
  /** The numbers verified for payouts and the tier (docs/product-rules.md#verified-numbers). */
  verification: VerificationView;
}
