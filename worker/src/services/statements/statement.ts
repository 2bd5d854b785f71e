/**
 * The investor's statement (docs/product-rules.md#statements): every entry on each of their
 * ledger accounts, newest first, with the balance of that account after the entry, in en
 * or fr. The JSON is paged by a cursor (STM-2); the CSV streams every page (STM-3).
 * CSV is written by csv-stringify (RFC 4180 quoting), never by hand.
 *
 * A page reads at most `STATEMENT_PAGE_SIZE + 2` transfers by the (user_id, id) index,
 * never the whole history: every transfer touching a user's account carries that user's
 * id (docs/product-rules.md#ledger-accounts). Balances come from the cached balances less
 * the transfers newer than the page, read in the same batch, so a page stays right when
 * new entries arrive between two pages.
 */
import { stringify } from "csv-stringify/sync";
import { STATEMENT_PAGE_SIZE, type StatementEntry, type StatementResponse } from "@app/schema/contracts/statement";
import type { TransferKind, UserAccountKind } from "@app/schema/db/ledger";
import type { WithdrawalStatus } from "@app/schema/contracts/withdrawals";
import { xafToDecimalString } from "@app/schema/money";
import { doualaDateTime } from "../../lib/douala-date";
import { type TransferLinkRow, toTransferLinks, transferLabel, transferLinksSql } from "../../ledger/ledger";
import { texts, type Lang, type StatementKind } from "../../lib/texts";
import { cardNameFrSql } from "./card-name-fr";

/** Where a page ends: the last entry's transfer id and account. Entries sort by id desc, account asc. */
interface Position {
  id: number;
  account: UserAccountKind;
}

/** Before every transfer: the first page's position. */
const TOP: Position = { id: Number.MAX_SAFE_INTEGER, account: "" as UserAccountKind };

/** Parses a cursor the contract has already checked (`<transfer id>.<account kind>`). */
function parseCursor(cursor: string | undefined): Position {
  if (!cursor) return TOP;
  const [id, account] = cursor.split(".");
  return { id: Number(id), account: account as UserAccountKind };
}

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
 * order. The position's own transfer is included: its entries up to the position's
 * account were on the previous page, and `readPage` skips them.
 */
const ENTRIES_SQL = `SELECT t.id, t.created_at AS at, a.kind AS account, t.kind, ${transferLinksSql("t")}, t.memo,
        ${cardNameFrSql("t")} AS card_name_fr,
        CASE WHEN t.debit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS debit,
        CASE WHEN t.credit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS credit,
        w.status AS w_status, w.amount_xaf AS w_amount, w.fee_xaf AS w_fee
   FROM (SELECT * FROM ledger_transfers WHERE user_id = ?1 AND id <= ?2 ORDER BY id DESC LIMIT ?3) t
   JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.user_id = ?1
   LEFT JOIN withdrawal_requests w ON t.kind = 'withdrawal_hold' AND a.kind = 'principal' AND w.id = t.withdrawal_request_id
  ORDER BY t.id DESC, a.kind`;

/** The user's accounts with their cached balances (?1 user). */
const ACCOUNTS_SQL = "SELECT id, kind, balance_xaf FROM ledger_accounts WHERE user_id = ?1";

/**
 * What the user's transfers after the position moved (?1 user, ?2 transfer id), summed
 * per (debit, credit) pair: a cached balance less this is the balance at the position.
 */
const NEWER_SQL = `SELECT debit_account_id AS debit, credit_account_id AS credit, SUM(amount_xaf) AS total
   FROM ledger_transfers WHERE user_id = ?1 AND id > ?2
  GROUP BY debit_account_id, credit_account_id`;

/** Every SQL a statement page runs, for the query-plan test (statement.test.ts). */
export const STATEMENT_SQL = { entries: ENTRIES_SQL, accounts: ACCOUNTS_SQL, newer: NEWER_SQL };

type Balances = Map<UserAccountKind, number>;

interface Page {
  entries: StatementEntry[];
  /** The last entry's position when older entries remain, else null. */
  next: Position | null;
  /** Each account's balance before the page's last entry: where the next page starts. */
  balances: Balances;
}

function entriesStatement(db: D1Database, userId: number, at: Position): D1PreparedStatement {
  return db.prepare(ENTRIES_SQL).bind(userId, at.id, STATEMENT_PAGE_SIZE + 2);
}

/** Each account's balance just after the transfer at the position (all newer ones taken off). */
function balancesAt(
  accounts: { id: string; kind: UserAccountKind; balance_xaf: number }[],
  newer: { debit: string; credit: string; total: number }[],
): Balances {
  const byId = new Map(accounts.map((a) => [a.id, a.balance_xaf]));
  for (const n of newer) {
    if (byId.has(n.credit)) byId.set(n.credit, byId.get(n.credit)! - n.total);
    if (byId.has(n.debit)) byId.set(n.debit, byId.get(n.debit)! + n.total);
  }
  return new Map(accounts.map((a) => [a.kind, byId.get(a.id)!]));
}

/**
 * Walks the rows in page order from balances `start`, skipping the entries of the
 * position's transfer that the previous page showed. `startAfterShown` says whether
 * `start` already has those entries taken off (a stream carrying its balances) or not
 * (balances just read at the position's transfer).
 */
function walk(rows: EntryRow[], at: Position, start: Balances, startAfterShown: boolean): Page {
  const balances = new Map(start);
  const entries: StatementEntry[] = [];
  let last: EntryRow | undefined;
  for (const r of rows) {
    const delta = r.credit - r.debit;
    if (r.id === at.id && r.account <= at.account) {
      if (!startAfterShown) balances.set(r.account, (balances.get(r.account) ?? 0) - delta);
      continue;
    }
    if (entries.length === STATEMENT_PAGE_SIZE) return { entries, next: { id: last!.id, account: last!.account }, balances };
    const balanceXaf = balances.get(r.account) ?? 0;
    entries.push({
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
          : {
              status: r.w_status,
              fee: xafToDecimalString(r.w_fee!),
              amountToReceive: xafToDecimalString(r.w_amount! - r.w_fee!),
            },
    });
    balances.set(r.account, balanceXaf - delta);
    last = r;
  }
  return { entries, next: null, balances };
}

const cursorOf = (p: Position | null) => (p ? `${p.id}.${p.account}` : null);

/**
 * The on-screen projection of a page: one line per withdrawal (docs/product-rules.md#statements).
 * The withdrawal-hold account's entries (the hold arriving, the payout and the fee
 * leaving it) are left out: the principal's hold entry carries the request's state, fee
 * and amount received. The CSV keeps them. The page's cursor is unchanged, so paging
 * neither repeats nor skips an entry.
 */
const onScreen = (entries: StatementEntry[]) => entries.filter((e) => e.account !== "withdrawal_hold");

/**
 * GET /api/user/statement?cursor=: one page of entries (STM-2) in one D1 batch. The
 * cursor has been checked by the contract (`statementQuery`).
 */
export async function statementPage(db: D1Database, userId: number, cursor: string | undefined): Promise<StatementResponse> {
  const at = parseCursor(cursor);
  const [accounts, newer, rows] = await db.batch<unknown>([
    db.prepare(ACCOUNTS_SQL).bind(userId),
    db.prepare(NEWER_SQL).bind(userId, at.id),
    entriesStatement(db, userId, at),
  ]);
  const start = balancesAt(
    accounts!.results as { id: string; kind: UserAccountKind; balance_xaf: number }[],
    newer!.results as { debit: string; credit: string; total: number }[],
  );
  const page = walk(rows!.results as EntryRow[], at, start, false);
  return { entries: onScreen(page.entries), nextCursor: cursorOf(page.next) };
}

/**
 * Every entry, newest first, one page after the other: the first page reads the balances,
 * later ones carry them on, so the whole history is read once (STM-3). Async generator;
 * yields pages of at most `STATEMENT_PAGE_SIZE` entries.
 */
export async function* statementPages(db: D1Database, userId: number): AsyncGenerator<StatementEntry[]> {
  const [accounts, newer, rows] = await db.batch<unknown>([
    db.prepare(ACCOUNTS_SQL).bind(userId),
    db.prepare(NEWER_SQL).bind(userId, TOP.id),
    entriesStatement(db, userId, TOP),
  ]);
  let page = walk(
    rows!.results as EntryRow[],
    TOP,
    balancesAt(
      accounts!.results as { id: string; kind: UserAccountKind; balance_xaf: number }[],
      newer!.results as { debit: string; credit: string; total: number }[],
    ),
    false,
  );
  yield page.entries;
  while (page.next) {
    const at = page.next;
    const { results } = await entriesStatement(db, userId, at).all<EntryRow>();
    page = walk(results, at, page.balances, true);
    yield page.entries;
  }
}

/** The CSV rows of some entries, labels from the Worker's catalog (lib/texts.ts) in `lang`. */
function csvRows(entries: StatementEntry[], lang: Lang): (string | number)[][] {
  const t = texts(lang);
  return entries.map((e) => [
    doualaDateTime(e.at),
    t.accounts[e.account] ?? e.account,
    t.kinds[e.kind as StatementKind] ?? e.kind,
    [transferLabel(e.links), (lang === "fr" && e.cardNameFr) || e.memo].filter(Boolean).join(" "),
    e.debitXaf || "",
    e.creditXaf || "",
    e.balanceXaf,
  ]);
}

/**
 * GET /api/user/statement.csv: the statement as a stream of UTF-8 CSV (STM-3), the byte
 * order mark and header first, then one chunk per page as the client reads, so no
 * history is held in memory at once. A field starting with = + - @ (a typed reason or
 * id) gets a leading quote mark from csv-stringify's `escape_formulas`, so no spreadsheet
 * runs it as a formula (STM-1).
 */
export function statementCsvStream(db: D1Database, userId: number, lang: Lang): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = statementPages(db, userId);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${stringify([[...texts(lang).statementHeaders]])}`));
    },
    async pull(controller) {
      const { value, done } = await pages.next();
      if (done) return controller.close();
      if (value.length > 0) controller.enqueue(encoder.encode(stringify(csvRows(value, lang), { escape_formulas: true })));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
