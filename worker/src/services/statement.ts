/**
 * The investor's statement (decisions.md section 1): every entry on each of their ledger
 * accounts, oldest first, with the running balance of that account, in en or fr.
 * CSV is written by csv-stringify (RFC 4180 quoting), never by hand.
 */
import { stringify } from "csv-stringify/sync";
import { doualaDateTime } from "../lib/douala-date";
import type { StatementEntry, StatementResponse } from "@app/schema/contracts/statement";
import { depositVerificationsStatement, toDepositVerificationView, toWithdrawalView, withdrawalsStatement } from "./dashboard";
import type { UserAccountKind } from "@app/schema/db/ledger";

type Lang = "en" | "fr";

const HEADERS: Record<Lang, string[]> = {
  en: ["Date (Africa/Douala)", "Account", "Type", "Reference", "Debit (XAF)", "Credit (XAF)", "Balance (XAF)"],
  fr: ["Date (Africa/Douala)", "Compte", "Type", "Référence", "Débit (XAF)", "Crédit (XAF)", "Solde (XAF)"],
};

const ACCOUNT_NAMES: Record<Lang, Record<string, string>> = {
  en: { principal: "Principal", referral: "Referral", invested: "Invested", withdrawal_hold: "Withdrawal hold" },
  fr: { principal: "Principal", referral: "Parrainage", invested: "Investi", withdrawal_hold: "Retrait en attente" },
};

const KIND_NAMES: Record<Lang, Record<string, string>> = {
  en: {
    deposit: "Deposit",
    investment: "Investment",
    daily_return: "Daily return",
    maturity: "Investment matured",
    referral_bonus: "Referral bonus",
    referral_to_principal: "Referral balance to principal",
    withdrawal_hold: "Withdrawal requested",
    withdrawal_payout: "Withdrawal paid",
    withdrawal_fee: "Withdrawal fee",
    withdrawal_release: "Withdrawal rejected, funds returned",
    adjustment: "Adjustment",
  },
  fr: {
    deposit: "Dépôt",
    investment: "Investissement",
    daily_return: "Rendement journalier",
    maturity: "Investissement arrivé à échéance",
    referral_bonus: "Bonus de parrainage",
    referral_to_principal: "Solde de parrainage vers principal",
    withdrawal_hold: "Retrait demandé",
    withdrawal_payout: "Retrait payé",
    withdrawal_fee: "Frais de retrait",
    withdrawal_release: "Retrait refusé, fonds restitués",
    adjustment: "Ajustement",
  },
};

/**
 * The user's entries per account with running balances, oldest first. An adjustment's
 * reference (`admin:<username>`) reads as NULL: investors are never told an admin's name
 * (docs/product-rules.md#transparency; INVESTOR_REFERENCE_SQL in ./dashboard.ts).
 */
export async function statementEntries(db: D1Database, userId: number): Promise<StatementEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT e.created_at AS at, a.kind AS account, e.kind, CASE WHEN e.reference LIKE 'admin:%' THEN NULL ELSE e.reference END AS reference,
              e.memo, e.debit, e.credit,
              SUM(e.credit - e.debit) OVER (PARTITION BY a.id ORDER BY e.id ROWS UNBOUNDED PRECEDING) AS balance
         FROM ledger_accounts a
         JOIN (SELECT id, created_at, kind, reference, memo, debit_account_id AS account_id, amount_xaf AS debit, 0 AS credit
                 FROM ledger_transfers WHERE user_id = ?1
               UNION ALL
               SELECT id, created_at, kind, reference, memo, credit_account_id, 0, amount_xaf
                 FROM ledger_transfers WHERE user_id = ?1) e
           ON e.account_id = a.id
        WHERE a.user_id = ?1
        ORDER BY e.id, a.kind`,
    )
    .bind(userId)
    .all<{
      at: string;
      account: UserAccountKind;
      kind: string;
      reference: string | null;
      memo: string | null;
      debit: number;
      credit: number;
      balance: number;
    }>();
  return results.map((r) => ({
    at: r.at,
    account: r.account,
    kind: r.kind,
    reference: r.reference,
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
 * The statement as CSV text with a UTF-8 byte order mark so spreadsheet apps read accents.
 * A field starting with = + - @ (a typed reason or id) is prefixed with a quote mark by
 * csv-stringify's `escape_formulas`, so no spreadsheet runs it as a formula.
 */
export function statementCsv(entries: StatementEntry[], lang: Lang): string {
  const rows = entries.map((e) => [
    doualaDateTime(e.at),
    ACCOUNT_NAMES[lang][e.account] ?? e.account,
    KIND_NAMES[lang][e.kind] ?? e.kind,
    [e.reference, e.memo].filter(Boolean).join(" "),
    e.debitXaf || "",
    e.creditXaf || "",
    e.balanceXaf,
  ]);
  return `\uFEFF${stringify([HEADERS[lang], ...rows], { escape_formulas: true })}`;
}
