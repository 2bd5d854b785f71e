/**
 * The operator's read views (docs/product-rules.md#operator-views):
 * GET /api/admin/users/{id}/overview, everything about one user in one answer, and
 * GET /api/admin/search?q=, one query over users, transactions and investment cards.
 * Amounts are integers of XAF (`...Xaf`); instants are ISO 8601 UTC.
 */
import { z } from "zod/mini";
import type { MobileMoneyService } from "./auth";
import type { UserAccountKind } from "../db/ledger";
import type { PayoutNumberView } from "./verification";

/** A path id: digits only, no sign, no leading zero, at most 16 digits (OPS-1). */
export const STRICT_ID_PATTERN = /^[1-9][0-9]{0,15}$/;

export const overviewParams = z.object({
  id: z.string().check(z.regex(STRICT_ID_PATTERN, "id must be a positive whole number")),
});

/** A ledger page cursor: `<transfer id>.<account kind>` of the last entry of the previous page. */
export const LEDGER_CURSOR_PATTERN = /^[1-9][0-9]{0,15}\.(principal|referral|invested|withdrawal_hold)$/;

export const overviewQuery = z.object({
  cursor: z.optional(z.string().check(z.regex(LEDGER_CURSOR_PATTERN, "cursor must come from a previous page's nextCursor"))),
});

/** Entries per page of the user page's ledger. */
export const OVERVIEW_LEDGER_PAGE = 100;

export interface OverviewProfile {
  id: number;
  /** Null once erased (docs/product-rules.md#erasure); the user page still opens. */
  fullName: string | null;
  phone: string | null;
  mobileMoneyService: MobileMoneyService;
  referralCode: string | null;
  referredBy: { id: number; fullName: string | null } | null;
  isActive: boolean;
  mustChangePassword: boolean;
  createdAt: string;
  firstInvestedAt: string | null;
}

/** The user's four ledger accounts, in whole XAF. */
export interface OverviewBalances {
  principalXaf: number;
  referralXaf: number;
  investedXaf: number;
  withdrawalHoldXaf: number;
}

/** One side of a transfer on one of the user's accounts, with that account's balance after it. */
export interface OverviewLedgerEntry {
  transferId: number;
  at: string;
  account: UserAccountKind;
  /** The ledger transfer kind. */
  kind: string;
  /** The other account of the transfer, e.g. `returns_reserve`, `cash:mtn`, `u12:principal`. */
  counterAccount: string;
  reference: string | null;
  memo: string | null;
  debitXaf: number;
  creditXaf: number;
  /** The account's balance just after this entry. */
  balanceXaf: number;
}

export interface OverviewDepositVerification {
  id: number;
  transactionId: string;
  depositName: string;
  userName: string;
  amountXaf: number;
  paymentMethod: "MTN" | "Orange";
  status: "pending" | "approved" | "rejected";
  adminNotes: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  hidden: boolean;
  createdAt: string;
}

export interface OverviewWithdrawal {
  id: number;
  amountXaf: number;
  feeXaf: number;
  accountName: string;
  accountNumber: string;
  paymentMethod: MobileMoneyService;
  status: "pending" | "completed" | "failed";
  adminNotes: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
}

export interface OverviewInvestment {
  id: number;
  cardId: number;
  cardName: string;
  amountXaf: number;
  dailyReturnXaf: number;
  durationDays: number;
  startDay: string;
  maturesOn: string;
  isActive: boolean;
  totalEarnedXaf: number;
  /** Days settled and paid from the reserve. */
  paidDays: number;
  /** Days due up to yesterday (Africa/Douala) that the reserve has not paid yet. */
  owedDays: number;
  /** Days settled without a return (suspended or under the keep balance). */
  pausedDays: number;
  createdAt: string;
}

export interface OverviewReferral {
  userId: number;
  fullName: string | null;
  joinedAt: string;
  firstInvestedAt: string | null;
  /** none: the friend has not invested; pending: earned, waiting for the reserve; paid. */
  bonus: "none" | "pending" | "paid";
  bonusXaf: number;
  paidAt: string | null;
}

export interface OverviewAuditEntry {
  id: number;
  adminUsername: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  detail: string | null;
  createdAt: string;
}

export interface UserOverviewResponse {
  profile: OverviewProfile;
  balances: OverviewBalances;
  /** Newest first; `nextCursor` is null on the last page. */
  ledger: { entries: OverviewLedgerEntry[]; nextCursor: string | null };
  /** Newest first, hidden ones included (marked). */
  depositVerifications: OverviewDepositVerification[];
  withdrawals: OverviewWithdrawal[];
  investments: OverviewInvestment[];
  referrals: OverviewReferral[];
  /** Entries whose target is the user, or one of their verifications or withdrawals. */
  auditEntries: OverviewAuditEntry[];
  /** The numbers verified for the user's payouts, newest first (docs/product-rules.md#verified-numbers). */
  payoutNumbers: PayoutNumberView[];
}

/** At most this many results of each kind (OPS-5). */
export const SEARCH_LIMIT_PER_KIND = 20;

/** The fewest characters the global search takes (OPS-4). */
export const MIN_SEARCH_CHARS = 2;

/**
 * How many characters the global search counts in `text` once trimmed: code points, as
 * `searchQuery` counts them, so an emoji ("🦁", two UTF-16 units) is one character. The panel
 * asks for more with this count instead of sending a text the server refuses.
 */
export function searchTextLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** `q`: MIN_SEARCH_CHARS characters (code points) or more after trimming, of any length and any characters (OPS-4, LST-6). */
export const searchQuery = z.object({
  q: z.string().check(
    z.trim(),
    z.refine((q) => searchTextLength(q) >= MIN_SEARCH_CHARS, `q must be at least ${MIN_SEARCH_CHARS} characters`),
  ),
});

export interface SearchUserHit {
  id: number;
  fullName: string | null;
  phone: string | null;
  referralCode: string | null;
  isActive: boolean;
  /** Which field matched. */
  matched: "name" | "phone" | "referral_code" | "id";
}

export interface SearchTransactionHit {
  /** A ledger transfer, a deposit verification, a withdrawal request or an automatic payment (`id` its seq). */
  source: "transfer" | "deposit_verification" | "withdrawal" | "payment";
  id: number;
  /** The user to open; null for a transfer between platform accounts. */
  userId: number | null;
  userName: string | null;
  kind: string;
  amountXaf: number;
  reference: string | null;
  status: string | null;
  createdAt: string;
  matched: "transfer_id" | "transaction_id" | "reference" | "amount" | "id";
  /** A payment's own id, which its page opens (/admin/payments/{paymentId}); null for the other sources. */
  paymentId: string | null;
}

export interface SearchCardHit {
  id: number;
  name: string;
  /** The French name (docs/product-rules.md#content-languages); searched as the English one. */
  nameFr: string;
  collection: string;
  investmentAmountXaf: number;
  isActive: boolean;
}

export interface SearchResponse {
  query: string;
  users: SearchUserHit[];
  transactions: SearchTransactionHit[];
  cards: SearchCardHit[];
  /**
   * The exact number of matches of each group, not capped at SEARCH_LIMIT_PER_KIND (OPS-4):
   * `users` is the total of the users list filtered by the same q (GET /api/admin/users?q=),
   * `transactions` every transfer, deposit verification and withdrawal the search's rules
   * match, `cards` every card matching by name, collection or id.
   */
  totals: { users: number; transactions: number; cards: number };
}
