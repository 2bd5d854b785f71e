/**
 * The incremental auditor (docs/product-rules.md#books-checked; docs/ARCHITECTURE.md#scale).
 *
 * `books_audit_balances` holds, per account, the net of its entries in every transfer up to
 * `books_audit.through_transfer_id`, summed from the transfers alone. Each step is one D1
 * batch, so one transaction in which no transfer can slip in between its statements:
 * 1. folds the next `foldTransfers` transfers after the checkpoint into those sums (marking
 *    the accounts they touch unchecked) and moves the checkpoint;
 * 2. once the checkpoint has reached the newest transfer (caught up), every sum equals its
 *    account's entries, so it compares up to `compareAccounts` unchecked accounts with their
 *    cached balances and clears those that agree (a mismatch stays unchecked, so it is
 *    reported until it is corrected);
 * 3. compares the running totals per kind (`ledger_kind_totals`) with the same sums folded
 *    from the transfers (`books_audit_kinds`);
 * 4. and compares the next `recheckAccounts` accounts of the rolling re-check, which covers
 *    every account over successive runs (a cached balance changed without a transfer
 *    touches no sum, so only the re-check can see it); what it finds is marked unchecked.
 * Each statement reads a bounded number of rows (measured: at most about 5 x foldTransfers),
 * whatever the size of the ledger: no check
 * scans every transfer in one query (D1: 30 s per query).
 *
 * The trial balance reported is the sum of the differences found (cached minus entries):
 * the entries of every transfer sum to 0 by construction, so when every account agrees the
 * cached balances sum to 0 too.
 */
import type { BalanceMismatch } from "./ledger";

/** How much one step may read; every bound is rows of one statement. */
export interface BooksAuditLimits {
  /** Transfers folded per step. */
  foldTransfers: number;
  /** Unchecked accounts compared per step. */
  compareAccounts: number;
  /** Accounts of the rolling re-check compared per step. */
  recheckAccounts: number;
  /** Accounts of the rolling re-check compared per run, over all its steps. */
  recheckPerRun: number;
}

/** About 0.1 s of D1 per statement; the re-check covers 4 million accounts in 20 days. */
export const BOOKS_AUDIT_LIMITS: BooksAuditLimits = {
  foldTransfers: 50_000,
  compareAccounts: 20_000,
  recheckAccounts: 20_000,
  recheckPerRun: 200_000,
};

/** Mismatches listed per statement: a listing, not a count, so it stays small. */
const LISTED_MISMATCHES = 100;

/** What one step did. Plain JSON: a Workflow stores it. */
export interface BooksAuditStep {
  /** Transfers folded into the sums. */
  folded: number;
  /** The checkpoint after the step: every transfer up to it is in the sums. */
  throughTransferId: number;
  /** Whether the checkpoint has reached the newest transfer (comparisons ran). */
  caughtUp: boolean;
  /** Unchecked accounts found to agree and cleared. */
  cleared: number;
  /** Whether unchecked accounts other than the mismatches may remain (the window was full). */
  uncheckedLeft: boolean;
  /** Accounts of the rolling re-check compared. */
  rechecked: number;
  /** Whether the re-check reached the last account (it starts over at the next run). */
  recheckWrapped: boolean;
  /** Accounts whose cached balance differs from their entries (at most 100 per comparison). */
  mismatches: BalanceMismatch[];
  /**
   * Kinds whose running total (`ledger_kind_totals`) differs from their transfers, as
   * `kind:<kind>` (in XAF, or in the number of transfers): compared once caught up.
   */
  kindMismatches: BalanceMismatch[];
}

const THROUGH = "(SELECT through_transfer_id FROM books_audit WHERE id = 1)";
const NEWEST = "(SELECT COALESCE(MAX(id), 0) FROM ledger_transfers)";
const CAUGHT_UP = `(${THROUGH} >= ${NEWEST})`;
const IN_FOLD = `t.id > ${THROUGH} AND t.id <= ${THROUGH} + ?1`;
const UNCHECKED_WINDOW =
  "SELECT account_id, from_entries_xaf FROM books_audit_balances WHERE unchecked = 1 ORDER BY account_id LIMIT ?1";
const RECHECK_WINDOW =
  "SELECT id, balance_xaf FROM ledger_accounts WHERE id > (SELECT recheck_after FROM books_audit WHERE id = 1) ORDER BY id LIMIT ?1";

const SQL = {
  before: `SELECT ${THROUGH} AS through`,
  fold: `INSERT INTO books_audit_balances (account_id, from_entries_xaf, unchecked)
    SELECT account_id, SUM(delta), 1 FROM (
      SELECT t.credit_account_id AS account_id, t.amount_xaf AS delta FROM ledger_transfers t WHERE ${IN_FOLD}
      UNION ALL
      SELECT t.debit_account_id, -t.amount_xaf FROM ledger_transfers t WHERE ${IN_FOLD}
    ) WHERE true GROUP BY account_id
    ON CONFLICT (account_id) DO UPDATE SET from_entries_xaf = from_entries_xaf + excluded.from_entries_xaf, unchecked = 1`,
  advance: `UPDATE books_audit SET through_transfer_id = MIN(through_transfer_id + ?1, ${NEWEST}) WHERE id = 1`,
  compare: `SELECT u.account_id AS accountId, COALESCE(a.balance_xaf, 0) AS cached, u.from_entries_xaf AS fromEntries
      FROM (${UNCHECKED_WINDOW}) u LEFT JOIN ledger_accounts a ON a.id = u.account_id
     WHERE ${CAUGHT_UP} AND COALESCE(a.balance_xaf, 0) <> u.from_entries_xaf
     ORDER BY u.account_id LIMIT ${LISTED_MISMATCHES}`,
  window: `SELECT COUNT(*) AS n FROM (${UNCHECKED_WINDOW}) WHERE ${CAUGHT_UP}`,
  clear: `UPDATE books_audit_balances SET unchecked = 0
     WHERE ${CAUGHT_UP} AND account_id IN (SELECT account_id FROM (${UNCHECKED_WINDOW}))
       AND from_entries_xaf = COALESCE((SELECT balance_xaf FROM ledger_accounts WHERE id = account_id), 0)`,
  cleared: "SELECT changes() AS n",
  recheck: `SELECT a.id AS accountId, a.balance_xaf AS cached, COALESCE(b.from_entries_xaf, 0) AS fromEntries
      FROM (${RECHECK_WINDOW}) a LEFT JOIN books_audit_balances b ON b.account_id = a.id
     WHERE ${CAUGHT_UP} AND a.balance_xaf <> COALESCE(b.from_entries_xaf, 0)
     ORDER BY a.id LIMIT ${LISTED_MISMATCHES}`,
  rechecked: `SELECT COUNT(*) AS n FROM (${RECHECK_WINDOW}) WHERE ${CAUGHT_UP}`,
  // A mismatch the re-check finds stays unchecked, so every later step reports it until corrected.
  keepRecheckMismatches: `INSERT INTO books_audit_balances (account_id, from_entries_xaf, unchecked)
    SELECT a.id, 0, 1 FROM (${RECHECK_WINDOW}) a LEFT JOIN books_audit_balances b ON b.account_id = a.id
     WHERE ${CAUGHT_UP} AND a.balance_xaf <> COALESCE(b.from_entries_xaf, 0)
    ON CONFLICT (account_id) DO UPDATE SET unchecked = 1`,
  moveRecheck: `UPDATE books_audit
       SET recheck_after = CASE WHEN (SELECT COUNT(*) FROM (${RECHECK_WINDOW})) < ?1 THEN ''
                                ELSE (SELECT MAX(id) FROM (${RECHECK_WINDOW})) END
     WHERE id = 1 AND ?1 > 0 AND ${CAUGHT_UP}`,
  after: `SELECT ${THROUGH} AS through, ${CAUGHT_UP} AS caughtUp`,
  // The running totals per kind (migration 0024), folded and compared the same way.
  foldKinds: `INSERT INTO books_audit_kinds (kind, total_xaf, transfers)
    SELECT t.kind, SUM(t.amount_xaf), COUNT(*) FROM ledger_transfers t WHERE ${IN_FOLD} GROUP BY t.kind
    ON CONFLICT (kind) DO UPDATE SET total_xaf = total_xaf + excluded.total_xaf, transfers = transfers + excluded.transfers`,
  compareKinds: `SELECT 'kind:' || kind AS accountId, cached, fromEntries FROM (
      SELECT k.kind, k.total_xaf AS cached, COALESCE(a.total_xaf, 0) AS fromEntries, k.transfers AS n, COALESCE(a.transfers, 0) AS m
        FROM ledger_kind_totals k LEFT JOIN books_audit_kinds a ON a.kind = k.kind
      UNION ALL
      SELECT a.kind, 0, a.total_xaf, 0, a.transfers FROM books_audit_kinds a
       WHERE NOT EXISTS (SELECT 1 FROM ledger_kind_totals k WHERE k.kind = a.kind))
     WHERE ${CAUGHT_UP} AND (cached <> fromEntries OR n <> m) ORDER BY kind`,
};

/**
 * One step of the auditor, in one D1 batch (see the module). Reads at most
 * `2 x foldTransfers` entries and `compareAccounts + recheckAccounts` accounts; writes the
 * sums of the accounts it folded. Safe to run concurrently: the checkpoint is read and moved
 * inside the batch. Throws what D1 throws.
 */
export async function booksAuditStep(
  db: D1Database,
  limits: Pick<BooksAuditLimits, "foldTransfers" | "compareAccounts" | "recheckAccounts"> = BOOKS_AUDIT_LIMITS,
): Promise<BooksAuditStep> {
  const { foldTransfers, compareAccounts, recheckAccounts } = limits;
  const statements = {
    before: db.prepare(SQL.before),
    fold: db.prepare(SQL.fold).bind(foldTransfers),
    foldKinds: db.prepare(SQL.foldKinds).bind(foldTransfers),
    advance: db.prepare(SQL.advance).bind(foldTransfers),
    compare: db.prepare(SQL.compare).bind(compareAccounts),
    window: db.prepare(SQL.window).bind(compareAccounts),
    clear: db.prepare(SQL.clear).bind(compareAccounts),
    cleared: db.prepare(SQL.cleared),
    recheck: db.prepare(SQL.recheck).bind(recheckAccounts),
    rechecked: db.prepare(SQL.rechecked).bind(recheckAccounts),
    keepRecheckMismatches: db.prepare(SQL.keepRecheckMismatches).bind(recheckAccounts),
    moveRecheck: db.prepare(SQL.moveRecheck).bind(recheckAccounts),
    after: db.prepare(SQL.after),
    compareKinds: db.prepare(SQL.compareKinds),
  };
  const names = Object.keys(statements) as (keyof typeof statements)[];
  const results = await db.batch<Record<string, number>>(Object.values(statements));
  const rows = (name: keyof typeof statements) => results[names.indexOf(name)]!.results;
  const row = (name: keyof typeof statements) => rows(name)[0] as Record<string, number>;
  const after = row("after");
  const caughtUp = after.caughtUp === 1;
  const cleared = row("cleared").n!;
  const rechecked = row("rechecked").n!;
  return {
    folded: after.through! - row("before").through!,
    throughTransferId: after.through!,
    caughtUp,
    cleared,
    uncheckedLeft: !caughtUp || (row("window").n === compareAccounts && cleared > 0),
    rechecked,
    recheckWrapped: caughtUp && recheckAccounts > 0 && rechecked < recheckAccounts,
    mismatches: [...rows("compare"), ...rows("recheck")] as unknown as BalanceMismatch[],
    kindMismatches: rows("compareKinds") as unknown as BalanceMismatch[],
  };
}
