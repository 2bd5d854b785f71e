/**
 * The investor's statement (docs/product-rules.md#statements): every entry on each of their
 * ledger accounts, newest first, with the balance of that account after the entry, in en
 * or fr. The JSON is paged by a cursor (STM-2); the CSV streams every page (STM-3).
 * CSV is written by csv-stringify (RFC 4180 quoting), never by hand.
 *
 * A page reads at most `STATEMENT_PAGE_SIZE + 2` transfers by the (user_id, id) index,
 * never the whole history: every transfer touching a user's account carries that user's
 * id (docs/product-rules.md#ledger-accounts). Days settled in aggregate have no transfer: at
 * most `STATEMENT_PAGE_SIZE + 2` of their lines per investment are computed from the user's
 * investments and pause spans (return-days.ts) and merged with the entries by time (STM-4);
 * a `return_posting` has no line. Balances are the investor's: the principal includes the
 * returns accrued and not yet posted (RET-8). They come from the balances now less the
 * transfers and computed lines newer than the page, read in the same batch, so a page stays
 * right when new entries arrive between two pages.
 */
import { STATEMENT_PAGE_SIZE, type StatementEntry, type StatementResponse } from "@app/schema/contracts/statement";
import type { TransferKind, UserAccountKind } from "@app/schema/db/ledger";
import type { WithdrawalStatus } from "@app/schema/contracts/withdrawals";
import { xafToDecimalString } from "@app/schema/money";
import { type TransferLinkRow, toTransferLinks, transferLinksSql } from "../../ledger/ledger";
import { unpostedReturnsSql } from "../../ledger/transfers/returns";
import { cardNameFrSql } from "./card-name-fr";
import { RETURN_INVESTMENTS_SQL, RETURN_PAUSES_SQL } from "../returns/return-days-sql";
import {
  amountBefore,
  isReturnLine,
  linesBefore,
  mergeLines,
  positionOf,
  type ReturnInvestment,
  type ReturnLine,
  type ReturnPause,
} from "../returns/return-days";
import { cursorOf, type EntryPosition, parseCursor, type Position, TOP } from "./statement-position";

type EntryRow = TransferLinkRow & {
  id: number;
  at: string;
  account: UserAccountKind;
  kind: TransferKind;
  memo: string | null;
  card_name_fr: string | null;
  debit: number;
  credit: number;
  /** On a withdrawal hold's principal entry: its request's state, amount and fee; else null. */
  w_status: WithdrawalStatus | null;
  w_amount: number | null;
  w_fee: number | null;
};

/**
 * The entries of the user's newest transfers at or before the position (?1 user, ?2
 * transfer id, ?3 how many transfers), one per side on the user's own accounts, in page
 * order, postings left out (STM-4). The position's own transfer is included: its entries up
 * to the position's account were on the previous page, and `walk` skips them.
 */
const ENTRIES_SQL = `SELECT t.id, t.created_at AS at, a.kind AS account, t.kind, ${transferLinksSql("t")}, t.memo,
        ${cardNameFrSql("t")} AS card_name_fr,
        CASE WHEN t.debit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS debit,
        CASE WHEN t.credit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS credit,
        w.status AS w_status, w.amount_xaf AS w_amount, w.fee_xaf AS w_fee
   FROM (SELECT * FROM ledger_transfers WHERE user_id = ?1 AND id <= ?2 AND kind <> 'return_posting' ORDER BY id DESC LIMIT ?3) t
   JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.user_id = ?1
   LEFT JOIN withdrawal_requests w ON t.kind = 'withdrawal_hold' AND a.kind = 'principal' AND w.id = t.withdrawal_request_id
  ORDER BY t.id DESC, a.kind`;

/**
 * The user's accounts with their balances as the investor sees them (?1 user): the principal
 * includes the returns accrued and not yet posted (RET-8).
 */
const ACCOUNTS_SQL = `SELECT id, kind, balance_xaf + CASE WHEN kind = 'principal' THEN ${unpostedReturnsSql("?1")} ELSE 0 END AS balance_xaf
   FROM ledger_accounts WHERE user_id = ?1`;

/**
 * What the user's transfers after the position moved (?1 user, ?2 transfer id), summed
 * per (debit, credit) pair, postings left out: a balance less this is the balance at the position.
 */
const NEWER_SQL = `SELECT debit_account_id AS debit, credit_account_id AS credit, SUM(amount_xaf) AS total
   FROM ledger_transfers WHERE user_id = ?1 AND id > ?2 AND kind <> 'return_posting'
  GROUP BY debit_account_id, credit_account_id`;

/** Every SQL a statement page runs, for the query-plan test (statement.test.ts). */
export const STATEMENT_SQL = {
  entries: ENTRIES_SQL,
  accounts: ACCOUNTS_SQL,
  newer: NEWER_SQL,
  investments: RETURN_INVESTMENTS_SQL,
  pauses: RETURN_PAUSES_SQL,
};

type Balances = Map<UserAccountKind, number>;
type AccountRow = { id: string; kind: UserAccountKind; balance_xaf: number };
type NewerRow = { debit: string; credit: string; total: number };

/** The user's days settled in aggregate, read once per page or stream. */
interface Returns {
  invs: ReturnInvestment[];
  pauses: ReturnPause[];
}

interface Page {
  entries: StatementEntry[];
  /** The last entry's position when older entries remain, else null. */
  next: Position | null;
  /** Each account's balance before the page's last entry: where the next page starts. */
  balances: Balances;
}

function entriesStatement(db: D1Database, userId: number, at: EntryPosition): D1PreparedStatement {
  return db.prepare(ENTRIES_SQL).bind(userId, at.id, STATEMENT_PAGE_SIZE + 2);
}

/**
 * Each account's balance just after the position: all newer transfers taken off, and the
 * computed lines newer than it taken off the principal.
 */
function balancesAt(accounts: AccountRow[], newer: NewerRow[], returns: Returns, at: Position): Balances {
  const byId = new Map(accounts.map((a) => [a.id, a.balance_xaf]));
  for (const n of newer) {
    if (byId.has(n.credit)) byId.set(n.credit, byId.get(n.credit)! - n.total);
    if (byId.has(n.debit)) byId.set(n.debit, byId.get(n.debit)! + n.total);
  }
  const balances: Balances = new Map(accounts.map((a) => [a.kind, byId.get(a.id)!]));
  const principal = balances.get("principal") ?? 0;
  balances.set("principal", principal - amountBefore(returns.invs, returns.pauses, at.line));
  return balances;
}

function toEntry(r: EntryRow, balanceXaf: number): StatementEntry {
  return {
    at: r.at,
    account: r.account,
    kind: r.kind,
    links: toTransferLinks(r),
    memo: r.memo,
    cardNameFr: r.card_name_fr,
    debitXaf: r.debit,
    creditXaf: r.credit,
    balanceXaf,
    withdrawal:
      r.w_status === null
        ? null
        : { status: r.w_status, fee: xafToDecimalString(r.w_fee!), amountToReceive: xafToDecimalString(r.w_amount! - r.w_fee!) },
  };
}

/** A computed daily-return line as a statement entry: what its `daily_return` transfer gave (STM-4). */
function lineEntry(l: ReturnLine, balanceXaf: number): StatementEntry {
  return {
    at: l.at,
    account: "principal",
    kind: "daily_return",
    links: { withdrawalRequestId: null, depositVerificationId: null, investmentId: l.investmentId, referredUserId: null },
    memo: l.day,
    cardNameFr: null,
    debitXaf: 0,
    creditXaf: l.amountXaf,
    balanceXaf,
    withdrawal: null,
  };
}

/**
 * Walks the rows (in page order) merged with the computed lines older than the position, from
 * balances `start`, skipping the entries of the position's transfer that the previous page
 * showed. `startAfterShown` says whether `start` already has those entries taken off (a
 * stream carrying its balances) or not (balances just read at the position's transfer).
 */
function walk(rows: EntryRow[], returns: Returns, at: Position, start: Balances, startAfterShown: boolean): Page {
  const balances = new Map(start);
  const unshown: EntryRow[] = [];
  for (const r of rows) {
    if (r.id === at.entry.id && r.account <= at.entry.account) {
      if (!startAfterShown) balances.set(r.account, (balances.get(r.account) ?? 0) - (r.credit - r.debit));
    } else unshown.push(r);
  }
  const lines = linesBefore(returns.invs, returns.pauses, at.line, STATEMENT_PAGE_SIZE + 2);
  const merged = mergeLines(unshown, (r) => r.at, lines, STATEMENT_PAGE_SIZE + 1);
  const entries: StatementEntry[] = [];
  let next: Position = at;
  for (const item of merged.slice(0, STATEMENT_PAGE_SIZE)) {
    const account = isReturnLine(item) ? "principal" : item.account;
    const balanceXaf = balances.get(account) ?? 0;
    if (isReturnLine(item)) {
      entries.push(lineEntry(item, balanceXaf));
      balances.set(account, balanceXaf - item.amountXaf);
      next = { entry: next.entry, line: positionOf(item) };
    } else {
      entries.push(toEntry(item, balanceXaf));
      balances.set(account, balanceXaf - (item.credit - item.debit));
      next = { entry: { id: item.id, account: item.account }, line: next.line };
    }
  }
  return { entries, next: merged.length > STATEMENT_PAGE_SIZE ? next : null, balances };
}

/**
 * The on-screen projection of a page: one line per withdrawal (docs/product-rules.md#statements).
 * The withdrawal-hold account's entries (the hold arriving, the payout and the fee
 * leaving it) are left out: the principal's hold entry carries the request's state, fee
 * and amount received. The CSV keeps them. The page's cursor is unchanged, so paging
 * neither repeats nor skips an entry.
 */
const onScreen = (entries: StatementEntry[]) => entries.filter((e) => e.account !== "withdrawal_hold");

/** The first read of a page or stream, in one D1 batch: balances at the position, rows and days. */
async function readAt(
  db: D1Database,
  userId: number,
  at: Position,
): Promise<{ start: Balances; rows: EntryRow[]; returns: Returns }> {
  const [accounts, newer, rows, invs, pauses] = await db.batch<unknown>([
    db.prepare(ACCOUNTS_SQL).bind(userId),
    db.prepare(NEWER_SQL).bind(userId, at.entry.id),
    entriesStatement(db, userId, at.entry),
    db.prepare(RETURN_INVESTMENTS_SQL).bind(userId),
    db.prepare(RETURN_PAUSES_SQL).bind(userId),
  ]);
  const returns = { invs: invs!.results as ReturnInvestment[], pauses: pauses!.results as ReturnPause[] };
  return {
    start: balancesAt(accounts!.results as AccountRow[], newer!.results as NewerRow[], returns, at),
    rows: rows!.results as EntryRow[],
    returns,
  };
}

/**
 * GET /api/user/statement?cursor=: one page of entries (STM-2) in one D1 batch. The
 * cursor has been checked by the contract (`statementQuery`).
 */
export async function statementPage(db: D1Database, userId: number, cursor: string | undefined): Promise<StatementResponse> {
  const at = parseCursor(cursor);
  const { start, rows, returns } = await readAt(db, userId, at);
  const page = walk(rows, returns, at, start, false);
  return { entries: onScreen(page.entries), nextCursor: cursorOf(page.next) };
}

/**
 * Every entry, newest first, one page after the other: the first page reads the balances
 * and the days settled in aggregate, later ones carry them on, so the whole history is read
 * once (STM-3). Async generator; yields pages of at most `STATEMENT_PAGE_SIZE` entries.
 */
export async function* statementPages(db: D1Database, userId: number): AsyncGenerator<StatementEntry[]> {
  const first = await readAt(db, userId, TOP);
  let page = walk(first.rows, first.returns, TOP, first.start, false);
  yield page.entries;
  while (page.next) {
    const at = page.next;
    const { results } = await entriesStatement(db, userId, at.entry).all<EntryRow>();
    page = walk(results, first.returns, at, page.balances, true);
    yield page.entries;
  }
}
