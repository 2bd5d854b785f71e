/**
 * The ledger part of the operator's user page (docs/product-rules.md#operator-views, OPS-2):
 * every entry on the user's accounts, newest first, each with its account's balance after
 * it, OVERVIEW_LEDGER_PAGE entries a page by an opaque cursor (`<transfer id>.<account>`,
 * already checked against the contract's pattern). One statement over the user's transfers
 * by the (user_id, id) index.
 */
import { OVERVIEW_LEDGER_PAGE, type OverviewLedgerEntry } from "@app/schema/contracts/admin-overview";
import type { UserAccountKind } from "@app/schema/db/ledger";
import { transferLabelSql } from "../../../ledger/ledger";

/** An entry as the statement returns it. */
export interface LedgerRow {
  id: number;
  created_at: string;
  kind: string;
  reference: string | null;
  memo: string | null;
  account: UserAccountKind;
  counter: string;
  debit: number;
  credit: number;
  balance: number;
}

/** Parses a cursor already checked against LEDGER_CURSOR_PATTERN. */
function parseCursor(cursor: string | undefined): { id: number; account: string } | null {
  if (!cursor) return null;
  const [id, account] = cursor.split(".");
  return { id: Number(id), account: account ?? "" };
}

/**
 * Entries of the user's accounts, newest first, each with its account's balance after it
 * (a window over all the user's transfers, read by the (user_id, id) index), from `cursor`.
 */
export function ledgerPageStatement(db: D1Database, userId: number, cursor: string | undefined): D1PreparedStatement {
  const page = parseCursor(cursor);
  return db
    .prepare(
      `WITH e AS (
         SELECT t.id, t.created_at, t.kind, ${transferLabelSql("t")} AS reference, t.memo, a.kind AS account,
                CASE WHEN t.debit_account_id = a.id THEN t.credit_account_id ELSE t.debit_account_id END AS counter,
                CASE WHEN t.debit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS debit,
                CASE WHEN t.credit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS credit
           FROM ledger_transfers t
           JOIN ledger_accounts a ON a.user_id = ?1 AND a.id IN (t.debit_account_id, t.credit_account_id)
          WHERE t.user_id = ?1
       ), b AS (
         SELECT e.*, SUM(credit - debit) OVER (PARTITION BY account ORDER BY id ROWS UNBOUNDED PRECEDING) AS balance FROM e
       )
       SELECT * FROM b
        WHERE ?2 IS NULL OR id < ?2 OR (id = ?2 AND account > ?3)
        ORDER BY id DESC, account ASC
        LIMIT ?4`,
    )
    .bind(userId, page?.id ?? null, page?.account ?? "", OVERVIEW_LEDGER_PAGE + 1);
}

/** One page of entries and the cursor of the next, from the statement's rows (one more than a page). */
export function toLedgerPage(rows: LedgerRow[]): { entries: OverviewLedgerEntry[]; nextCursor: string | null } {
  const more = rows.length > OVERVIEW_LEDGER_PAGE;
  const entries: OverviewLedgerEntry[] = rows.slice(0, OVERVIEW_LEDGER_PAGE).map((r) => ({
    transferId: r.id,
    at: r.created_at,
    account: r.account,
    kind: r.kind,
    counterAccount: r.counter,
    reference: r.reference,
    memo: r.memo,
    debitXaf: r.debit,
    creditXaf: r.credit,
    balanceXaf: r.balance,
  }));
  const last = entries.at(-1);
  return { entries, nextCursor: more && last ? `${last.transferId}.${last.account}` : null };
}
