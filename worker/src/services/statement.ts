/**
 * The investor's statement (docs/product-rules.md#statements): every entry on each of their ledger
 * accounts, oldest first, with the running balance of that account, in en or fr.
 * CSV is written by csv-stringify (RFC 4180 quoting), never by hand.
 */
import { stringify } from "csv-stringify/sync";
import { doualaDateTime } from "../lib/douala-date";
import type { StatementEntry, StatementResponse } from "@app/schema/contracts/statement";
import {
  depositVerificationsStatement,
  toDepositVerificationView,
  toWithdrawalView,
  withdrawalsStatement,
} from "./investor-requests";
import type { TransferKind, UserAccountKind } from "@app/schema/db/ledger";
import { type TransferLinkRow, toTransferLinks, transferLabel, transferLinksSql } from "../ledger/ledger";
import { texts, type Lang, type StatementKind } from "../lib/texts";

/** The link columns, unqualified, for the union of a transfer's two sides. */
const LINKS = "withdrawal_request_id, deposit_verification_id, investment_id, referred_user_id";

/**
 * The user's entries per account with running balances, oldest first. The typed links name
 * no admin, so investors are never told who made an adjustment (docs/product-rules.md#transparency).
 */
export async function statementEntries(db: D1Database, userId: number): Promise<StatementEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT e.created_at AS at, a.kind AS account, e.kind, ${transferLinksSql("e")}, e.memo, e.debit, e.credit,
              SUM(e.credit - e.debit) OVER (PARTITION BY a.id ORDER BY e.id ROWS UNBOUNDED PRECEDING) AS balance
         FROM ledger_accounts a
         JOIN (SELECT id, created_at, kind, ${LINKS}, memo, debit_account_id AS account_id, amount_xaf AS debit, 0 AS credit
                 FROM ledger_transfers WHERE user_id = ?1
               UNION ALL
               SELECT id, created_at, kind, ${LINKS}, memo, credit_account_id, 0, amount_xaf
                 FROM ledger_transfers WHERE user_id = ?1) e
           ON e.account_id = a.id
        WHERE a.user_id = ?1
        ORDER BY e.id, a.kind`,
    )
    .bind(userId)
    .all<
      TransferLinkRow & {
        at: string;
        account: UserAccountKind;
        kind: TransferKind;
        memo: string | null;
        debit: number;
        credit: number;
        balance: number;
      }
    >();
  return results.map((r) => ({
    at: r.at,
    account: r.account,
    kind: r.kind,
    links: toTransferLinks(r),
    memo: r.memo,
    debitXaf: r.debit,
    creditXaf: r.credit,
    balanceXaf: r.balance,
  }));
}

/** How many requests of each kind the statement lists, newest first. */
export const STATEMENT_REQUESTS_LIMIT = 1000;

/**
 * GET /api/user/statement: the ledger entries with running balances, and every deposit
 * verification and withdrawal request with its state and note
 * (docs/product-rules.md#money-status, MST-1).
 */
export async function statement(db: D1Database, userId: number, now = new Date()): Promise<StatementResponse> {
  const [entries, deposits, withdrawals] = await Promise.all([
    statementEntries(db, userId),
    depositVerificationsStatement(db, userId, STATEMENT_REQUESTS_LIMIT).all<Parameters<typeof toDepositVerificationView>[0]>(),
    withdrawalsStatement(db, userId, STATEMENT_REQUESTS_LIMIT).all<Parameters<typeof toWithdrawalView>[0]>(),
  ]);
  return {
    entries,
    depositVerifications: deposits.results.map((r) => toDepositVerificationView(r, now)),
    withdrawals: withdrawals.results.map((r) => toWithdrawalView(r, now)),
  };
}

/**
 * The statement as CSV text with a UTF-8 byte order mark so spreadsheet apps read accents;
 * labels from the Worker's catalog (lib/texts.ts) in `lang`.
 * A field starting with = + - @ (a typed reason or id) is prefixed with a quote mark by
 * csv-stringify's `escape_formulas`, so no spreadsheet runs it as a formula.
 */
export function statementCsv(entries: StatementEntry[], lang: Lang): string {
  const t = texts(lang);
  const rows = entries.map((e) => [
    doualaDateTime(e.at),
    t.accounts[e.account] ?? e.account,
    t.kinds[e.kind as StatementKind] ?? e.kind,
    [transferLabel(e.links), e.memo].filter(Boolean).join(" "),
    e.debitXaf || "",
    e.creditXaf || "",
    e.balanceXaf,
  ]);
  return `\uFEFF${stringify([[...t.statementHeaders], ...rows], { escape_formulas: true })}`;
}
