/**
 * The operator's user page (docs/product-rules.md#operator-views, OPS-2): profile, the four
 * balances, every ledger entry with its account's running balance (newest first, paged by
 * a cursor), deposit verifications, withdrawals, investments with paid, owed and paused
 * days, referrals with their bonus, the audit entries about the user and the numbers
 * verified for their payouts (docs/product-rules.md#verified-numbers), so one answer
 * says where each franc went. Read only; one D1 batch of reads indexed by user, one
 * statement and one reader per part (the files beside this one).
 * Raises `not_found` for an unknown or erased user.
 */
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { ApiError } from "../../../lib/api-error";
import { auditEntriesStatement, toAuditEntry } from "./audit-entries";
import { investmentsStatement, referralsStatement, toInvestment, toReferral } from "./investments-and-referrals";
import { type LedgerRow, ledgerPageStatement, toLedgerPage } from "./ledger-page";
import { depositVerificationsStatement, toDepositVerification, toWithdrawal, withdrawalsStatement } from "./money-requests";
import { type NumberRow, payoutNumbersStatement, toPayoutNumber } from "../../verification/payout-numbers";
import { type ProfileRow, balancesStatement, profileStatement, toBalances, toProfile } from "./profile";

/** GET /api/admin/users/{id}/overview. `asOfDay` is today in Africa/Douala. */
export async function userOverview(
  db: D1Database,
  userId: number,
  asOfDay: string,
  cursor?: string,
): Promise<UserOverviewResponse> {
  const [profile, balances, ledger, deposits, withdrawals, investments, referrals, audit, numbers] = await db.batch<unknown>([
    profileStatement(db, userId),
    balancesStatement(db, userId),
    ledgerPageStatement(db, userId, cursor),
    depositVerificationsStatement(db, userId),
    withdrawalsStatement(db, userId),
    investmentsStatement(db, userId, asOfDay),
    referralsStatement(db, userId),
    auditEntriesStatement(db, userId),
    payoutNumbersStatement(db, userId),
  ]);
  const rows = <T>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  const p = rows<ProfileRow>(profile)[0];
  if (!p) throw new ApiError("not_found", "User not found.");
  return {
    profile: toProfile(p),
    balances: toBalances(rows(balances)),
    ledger: toLedgerPage(rows<LedgerRow>(ledger)),
    depositVerifications: rows<Record<string, unknown>>(deposits).map(toDepositVerification),
    withdrawals: rows<Record<string, unknown>>(withdrawals).map(toWithdrawal),
    investments: rows<Record<string, unknown>>(investments).map(toInvestment),
    referrals: rows<Record<string, unknown>>(referrals).map(toReferral),
    auditEntries: rows<Record<string, unknown>>(audit).map(toAuditEntry),
    payoutNumbers: rows<NumberRow>(numbers).map(toPayoutNumber),
  };
}
