/**
 * The returns reserve (docs/product-rules.md#reserve): staff funding it (operator capital
 * -> returns reserve, with a note, audited) and its status. Returns owed: investment-days
 * that are due but not settled because the reserve could not cover them (only uncovered
 * investments can have them, RES-5). Raises nothing beyond invalid input.
 */
import type { ReserveCommitments, ReserveStatus } from "@app/schema/contracts/reserve";
import { REFERRAL_BONUS_XAF, xafToDecimalString } from "@app/schema/money";
import { postAtomically } from "../../ledger/ledger";
import { reserveFundingTransfer } from "../../ledger/transfers/reserve";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { type ApprovalClaim, openProposal, proposalStatements } from "../approvals/proposals";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import { doualaDay } from "../../lib/douala-date";
import { UNCOVERED_INVESTMENTS_SQL } from "../../ledger/transfers/commitments";
import { commitUncovered, uncoveredInvestments } from "./uncovered";

/**
 * Proposes funding the reserve with `amountXaf` (whole XAF): a second admin approves it
 * (docs/product-rules.md#approvals, APR-1). `requestId` (the client's UUID for this
 * funding) makes a retried request the same proposal (LED-8).
 */
export async function proposeReserveFunding(
  db: D1Database,
  admin: AdminRow,
  amountXaf: number,
  note: string,
  requestId: string,
): Promise<ProposalAccepted> {
  const requestKey = `reserve_funding:${requestId}`;
  await db.batch(
    proposalStatements(db, admin, {
      payload: { kind: "reserve_funding", amountXaf, note, requestId },
      targetId: null,
      amountXaf,
      summary: `Fund the returns reserve with ${amountXaf} XAF`,
      reason: note,
      requestKey,
    }),
  );
  return openProposal(db, { requestKey });
}

/**
 * Funds the reserve from operator capital with `amountXaf` (whole XAF), audited; answers the
 * new status. Run when a second admin approves the proposal (`claim` goes first in the
 * batch). `requestId` (the client's UUID for this funding) is the transfer's idempotency
 * key: the same request sent again, or several times at once, posts one transfer and one
 * audit row (docs/product-rules.md#ledger, LED-8).
 */
export async function fundReserve(
  db: D1Database,
  admin: AdminRow,
  amountXaf: number,
  note: string,
  requestId: string,
  claim: ApprovalClaim = [],
): Promise<ReserveStatus> {
  const key = `reserve_funding:${requestId}`;
  await postAtomically(db, [
    ...claim,
    // The audit row first, written only if this funding has none yet: in the same batch as
    // the transfer, which a repeated key does not post again.
    auditStatement(
      db,
      admin,
      "reserve.fund",
      { type: "reserve_funding", id: requestId },
      { amount: amountXaf, note },
      {
        sql: "NOT EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = ?)",
        params: [key],
      },
    ),
    reserveFundingTransfer(db, { idempotencyKey: key, amountXaf, note }),
  ]);
  // What the funding covers of the uncovered investments is committed now, oldest first
  // (one bounded step; the daily run commits the rest, RES-5).
  await commitUncovered(db, undefined, 1);
  return reserveStatus(db, new Date());
}

/**
 * The reserve's status: what it holds (free and committed), what is promised and not funded
 * (the uncovered investments and the owed referral bonuses, RES-5), what is owed, and how many
 * days of current returns it covers. Reads running totals and the rows that owe something
 * (uncovered investments, owed bonuses: both only from before RES-4, never more), so its
 * cost does not grow with the number of investors (docs/ARCHITECTURE.md#scale).
 */
export async function reserveStatus(db: D1Database, at: Date): Promise<ReserveStatus> {
  const [row, uncovered] = await Promise.all([
    db
      .prepare(
        `SELECT
         (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve') AS free,
         (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_committed') AS committed,
         (SELECT COALESCE(SUM(MAX(0, MIN(duration_days, CAST(julianday(?1) - julianday(start_day) AS INTEGER)) - accrued_days) * daily_return_xaf), 0)
            FROM ${UNCOVERED_INVESTMENTS_SQL}) AS owed,
         -- CROSS JOIN keeps the owed rows outermost: on its own SQLite scans every referred user.
         (SELECT COUNT(*) FROM referral_bonuses_owed o CROSS JOIN users u ON u.id = o.referred_user_id
            CROSS JOIN users r ON r.id = u.referred_by_user_id AND r.deleted_at IS NULL) AS bonuses_owed,
         (SELECT active_daily_return_xaf FROM investment_totals WHERE id = 1) AS daily_due`,
      )
      .bind(doualaDay(at))
      .first<{ free: number; committed: number; owed: number; bonuses_owed: number; daily_due: number }>(),
    uncoveredInvestments(db),
  ]);
  const r = row!;
  const reserve = r.free + r.committed;
  const bonusesOwed = r.bonuses_owed * REFERRAL_BONUS_XAF;
  return {
    reserveBalance: xafToDecimalString(reserve),
    ...commitmentFigures(r.free, r.committed, uncovered.totalXaf + bonusesOwed),
    returnsOwed: xafToDecimalString(r.owed),
    referralBonusesOwed: xafToDecimalString(bonusesOwed),
    dailyReturnsDue: xafToDecimalString(r.daily_due),
    reserveCoverDays: r.daily_due > 0 ? Math.floor(Math.max(0, reserve - r.owed) / r.daily_due) : null,
    uncovered: { count: uncovered.count, oldest: uncovered.oldest },
  };
}

/** The commitment figures from the two reserve balances and the shortfall, XAF (RES-4, RES-5). */
function commitmentFigures(free: number, committed: number, shortfall: number): ReserveCommitments {
  const promised = committed + shortfall;
  return {
    returnsCommitted: xafToDecimalString(committed),
    reserveFree: xafToDecimalString(free),
    returnsShortfall: xafToDecimalString(shortfall),
    promisedReturnsFundedPercent: promised === 0 ? 100 : Math.floor((100 * committed) / promised),
  };
}
