/**
 * The dashboard's transaction history (docs/product-rules.md#screen-dashboard): the newest
 * movements of an investor, signed from their side, one line per withdrawal. Read in the
 * dashboard's batch (dashboard.ts).
 */
import type { TransactionView } from "@app/schema/contracts/dashboard";
import type { TransferKind } from "@app/schema/db/ledger";
import { xafToDecimalString } from "@app/schema/money";
import { type TransferLinkRow, toTransferLinks, transferLinksSql, userAccountSql } from "../../ledger/ledger";
import { cardNameFrSql } from "../statements/card-name-fr";
import {
  LINES_TOP,
  type ReturnInvestment,
  type ReturnLine,
  type ReturnPause,
  isReturnLine,
  linesBefore,
  mergeLines,
} from "../returns/return-days";

/**
 * The sign of a transfer for the investor: + when it brings money into their spendable
 * balances (principal, referral), - when it takes money out of them.
 */
// D1 binds JS numbers as REAL, hence the CAST: an account id built from 5.0 would name no account.
const SPENDABLE = `(${userAccountSql("CAST(?1 AS INTEGER)", "principal")}, ${userAccountSql("CAST(?1 AS INTEGER)", "referral")})`;
const SIGN_SQL = `CASE
  WHEN t.credit_account_id IN ${SPENDABLE} AND t.debit_account_id NOT IN ${SPENDABLE} THEN 1
  WHEN t.debit_account_id IN ${SPENDABLE} AND t.credit_account_id NOT IN ${SPENDABLE} THEN -1
  ELSE 0 END`;

export interface TransactionRow extends TransferLinkRow {
  id: number;
  kind: TransferKind;
  amount_xaf: number;
  sign: number;
  memo: string | null;
  card_name_fr: string | null;
  created_at: string;
  status: string;
  /** On a withdrawal hold: the request's fee; else null. */
  fee_xaf: number | null;
}

/**
 * A user's newest movements (?1 user, ?2 how many), by the (user_id, id) index. One line
 * per withdrawal: its hold carries the request's state and fee, read by the typed link's
 * primary key, and its payout and fee transfers, which move money out of the hold and
 * not out of a balance the investor spends, are left out, and so is the release that
 * gives a rejected or unpaid withdrawal's hold back: the hold's line says "Rejected" (or
 * not paid) and that the money came back, so a second "+" line would read like a gain (a
 * projection: the ledger keeps them, and so does the statement; docs/product-rules.md#screen-dashboard).
 * A `return_posting` moves returns already shown, one line per paid day, onto the principal: it
 * is left out too, and the days settled in aggregate get their lines from `withReturnLines`.
 */
export const TRANSACTIONS_SQL = `SELECT t.id, t.kind, t.amount_xaf, ${SIGN_SQL} AS sign, ${transferLinksSql("t")}, t.memo, ${cardNameFrSql("t")} AS card_name_fr,
        t.created_at, COALESCE(w.status, 'completed') AS status, w.fee_xaf
   FROM ledger_transfers t
   LEFT JOIN withdrawal_requests w ON t.kind = 'withdrawal_hold' AND w.id = t.withdrawal_request_id
  WHERE t.user_id = ?1 AND t.kind NOT IN ('withdrawal_payout', 'withdrawal_fee', 'return_posting')
    AND NOT (t.kind = 'withdrawal_release' AND t.withdrawal_request_id IS NOT NULL)
  ORDER BY t.id DESC LIMIT ?2`;

export function toTransactionView(r: TransactionRow): TransactionView {
  return {
    id: r.id,
    type: r.kind,
    amount: `${r.sign < 0 ? "-" : ""}${xafToDecimalString(r.amount_xaf)}`,
    status: r.status ?? "completed",
    links: toTransferLinks(r),
    memo: r.memo,
    cardNameFr: r.card_name_fr,
    createdAt: r.created_at,
    withdrawal:
      r.fee_xaf === null
        ? null
        : { fee: xafToDecimalString(r.fee_xaf), amountToReceive: xafToDecimalString(r.amount_xaf - r.fee_xaf) },
  };
}

/**
 * How many movements the dashboard's history shows, newest first (docs/product-rules.md#limits);
 * the statement has them all. The dashboard reads one more to know whether there are more.
 */
export const DASHBOARD_HISTORY_LIMIT = 50;

/** A computed daily-return line as a history line, as its `daily_return` transfer read (RET-8). */
function returnLineView(l: ReturnLine): TransactionView {
  return {
    id: l.id,
    type: "daily_return",
    amount: xafToDecimalString(l.amountXaf),
    status: "completed",
    links: { withdrawalRequestId: null, depositVerificationId: null, investmentId: l.investmentId, referredUserId: null },
    memo: l.day,
    cardNameFr: null,
    createdAt: l.at,
    withdrawal: null,
  };
}

/**
 * The newest `limit` lines of the history: the transfers read by TRANSACTIONS_SQL (at least
 * `limit + 1` of them, or all) merged by time with one line per paid day settled in aggregate
 * (docs/product-rules.md#screen-dashboard, RET-8), and whether older lines exist.
 */
export function withReturnLines(
  rows: TransactionRow[],
  invs: ReturnInvestment[],
  pauses: ReturnPause[],
  limit: number,
): { lines: TransactionView[]; more: boolean } {
  const merged = mergeLines(rows, (r) => r.created_at, linesBefore(invs, pauses, LINES_TOP, limit + 1), limit + 1);
  return {
    lines: merged.slice(0, limit).map((x) => (isReturnLine(x) ? returnLineView(x) : toTransactionView(x))),
    more: merged.length > limit,
  };
}
