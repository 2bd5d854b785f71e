/**
 * GET /api/user/statement (docs/product-rules.md#statements): every entry on each of the
 * investor's ledger accounts, newest first, 100 a page, with that account's balance after
 * the entry, in whole XAF. The CSV twin is GET /api/user/statement.csv?lang=en|fr, every
 * entry in one streamed download.
 */
import { z } from "zod/mini";
import type { TransferKind, UserAccountKind } from "../db/ledger";
import type { TransferLinksView, WithdrawalLineView } from "./dashboard";
import type { WithdrawalStatus } from "./withdrawals";

/** Entries per page of the statement (STM-2). */
export const STATEMENT_PAGE_SIZE = 100;

/**
 * A statement page cursor: where the previous page ended among the transfers
 * (`<transfer id>.<account kind>`, or `top` before any) and among the daily-return lines
 * computed for days settled in aggregate (`<day>.<investment id>`, or `top`), joined by `~`
 * (STM-2, STM-4). A cursor of the older form (transfers only) is refused.
 */
export const STATEMENT_CURSOR_PATTERN =
  /^(?:top|[1-9][0-9]{0,15}\.(?:principal|referral|invested|withdrawal_hold))~(?:top|[0-9]{4}-[0-9]{2}-[0-9]{2}\.[1-9][0-9]{0,15})$/;

/** Whether a cursor's day, if it has one, is a real calendar day (2026-02-30 is not). */
function cursorDayExists(cursor: string): boolean {
  const day = /~([0-9]{4}-[0-9]{2}-[0-9]{2})\./.exec(cursor)?.[1];
  if (!day) return true;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
}

/**
 * GET /api/user/statement?cursor=: no cursor for the first (newest) page, then the
 * previous page's `nextCursor`. The cursor is opaque to clients; anything a page did not
 * give is 400 naming `cursor`.
 */
export const statementQuery = z.object({
  cursor: z.optional(
    z
      .string()
      .check(
        z.regex(STATEMENT_CURSOR_PATTERN, "cursor must be the nextCursor of a previous statement page"),
        z.refine(cursorDayExists, "cursor must be the nextCursor of a previous statement page"),
      ),
  ),
});

/** GET /api/user/statement.csv?lang=: the language of headers and labels (else Accept-Language). */
export const statementCsvQuery = z.object({ lang: z.optional(z.enum(["en", "fr"], "lang must be en or fr")) });

export interface StatementEntry {
  /** ISO 8601 UTC instant. */
  at: string;
  account: UserAccountKind;
  /** The ledger transfer kind. */
  kind: TransferKind;
  links: TransferLinksView;
  memo: string | null;
  /** On a transfer of an investment: its card's French name for a French reader (the memo has the English); else null. */
  cardNameFr: string | null;
  debitXaf: number;
  creditXaf: number;
  /** The account's balance just after this entry. */
  balanceXaf: number;
  /** On a withdrawal's hold: the request's state, fee and amount received; else null. */
  withdrawal: (WithdrawalLineView & { status: WithdrawalStatus }) | null;
}

/**
 * One page of GET /api/user/statement: up to `STATEMENT_PAGE_SIZE` entries, newest first
 * (by transfer, then account), and `nextCursor` for the older ones, null on the last
 * page. Entries that arrive between two pages come before the first page, so paging
 * neither repeats nor skips an entry.
 *
 * The JSON is the on-screen projection: one line per withdrawal, its hold on principal
 * (with the request's state, fee and amount received); the withdrawal-hold account's
 * entries (the hold arriving, the payout and the fee leaving) are left out, as the CSV,
 * the accounting record, keeps them (docs/product-rules.md#statements).
 *
 * Requests that moved no money yet are not ledger entries: the statement screen lists them
 * from GET /api/user/money-requests (docs/product-rules.md#money-status, MST-1).
 */
export interface StatementResponse {
  entries: StatementEntry[];
  nextCursor: string | null;
}
