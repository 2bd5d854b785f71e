/**
 * GET /api/user/dashboard (spec section 2, User dashboard; section 3, entities).
 * Amounts are decimal strings of whole XAF; dates are ISO 8601 UTC instants.
 */
import type { AuthUser } from "./auth";

/** One ledger movement of the investor, as the dashboard history shows it. */
export interface TransactionView {
  id: number;
  /** The ledger transfer kind, e.g. deposit, withdrawal_hold, daily_return, adjustment. */
  type: string;
  /** Signed from the investor's point of view: "-3500.00" leaves their principal. */
  amount: string;
  /** completed, pending, or failed. */
  status: string;
  reference: string | null;
  memo: string | null;
  createdAt: string;
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
  isActive: boolean;
  createdAt: string;
  maturesOn: string;
}

export interface ReferralEarningView {
  referredUserId: number;
  referredName: string;
  amount: string;
  createdAt: string;
}

/** Why daily returns are paused for this user now, or null (decisions.md section 2). */
export type ReturnsPausedReason = "suspended" | "low_balance" | null;

export interface DashboardResponse {
  user: AuthUser;
  investments: InvestmentView[];
  transactions: TransactionView[];
  referralEarnings: ReferralEarningView[];
  referralCount: number;
  totalInvested: string;
  totalEarned: string;
  returnsPaused: ReturnsPausedReason;
}
