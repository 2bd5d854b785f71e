/**
 * A flag's case for a suspicious transaction report to ANIF (docs/product-rules.md#aml-flags,
 * AML-7): the flag with its notes, the investor, their transfers (daily returns left out,
 * newest 500) and their requests and provider payments (newest 200 of each), read by the
 * investor's indexes in one batch. CSV by csv-stringify (RFC 4180, formulas escaped).
 * Raises `not_found` (404).
 */
import type { FlagReport, FlagReportRequest, FlagReportTransfer } from "@app/schema/contracts/flags";
import { stringify } from "csv-stringify/sync";
import { ApiError } from "../../lib/api-error";
import { getFlag } from "./cases";

/** The case of flag `id` as JSON. */
export async function flagReport(db: D1Database, id: number): Promise<FlagReport> {
  const flag = await getFlag(db, id);
  const uid = flag.userId;
  const [user, numbers, transfers, deposits, withdrawals, payments] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, full_name, phone, mobile_money_service, created_at FROM users WHERE id = ?").bind(uid),
    db.prepare("SELECT number, service, verified_at FROM payout_numbers WHERE user_id = ? ORDER BY id LIMIT 50").bind(uid),
    db
      .prepare(
        `SELECT id, kind, debit_account_id, credit_account_id, amount_xaf, payment_id, withdrawal_request_id,
                deposit_verification_id, memo, created_at
           FROM ledger_transfers WHERE user_id = ? AND kind <> 'daily_return' ORDER BY id DESC LIMIT 500`,
      )
      .bind(uid),
    db
      .prepare(
        "SELECT id, status, amount_xaf, user_name, payment_method, created_at FROM deposit_verifications WHERE user_id = ? ORDER BY created_at DESC LIMIT 200",
      )
      .bind(uid),
    db
      .prepare(
        "SELECT id, status, amount_xaf, account_number, payment_method, created_at FROM withdrawal_requests WHERE user_id = ? ORDER BY id DESC LIMIT 200",
      )
      .bind(uid),
    db
      .prepare(
        "SELECT id, direction, status, amount_xaf, phone, payment_method, created_at FROM payments WHERE user_id = ? ORDER BY seq DESC LIMIT 200",
      )
      .bind(uid),
  ]);
  const u = user!.results[0] as
    | { id: number; full_name: string | null; phone: string | null; mobile_money_service: string; created_at: string }
    | undefined;
  if (!u) throw new ApiError("not_found", "No such flag.");
  const rows = <T>(r: D1Result<Record<string, unknown>> | undefined) => (r?.results ?? []) as T[];
  const requests: FlagReportRequest[] = [
    ...rows<{ id: number; status: string; amount_xaf: number; user_name: string; payment_method: string; created_at: string }>(
      deposits,
    ).map((d) => ({
      type: "deposit_verification" as const,
      id: String(d.id),
      status: d.status,
      amountXaf: d.amount_xaf,
      number: d.user_name,
      paymentMethod: d.payment_method,
      createdAt: d.created_at,
    })),
    ...rows<{
      id: number;
      status: string;
      amount_xaf: number;
      account_number: string;
      payment_method: string;
      created_at: string;
    }>(withdrawals).map((w) => ({
      type: "withdrawal" as const,
      id: String(w.id),
      status: w.status,
      amountXaf: w.amount_xaf,
      number: w.account_number,
      paymentMethod: w.payment_method,
      createdAt: w.created_at,
    })),
    ...rows<{
      id: string;
      direction: string;
      status: string;
      amount_xaf: number;
      phone: string;
      payment_method: string;
      created_at: string;
    }>(payments).map((p) => ({
      type: "payment" as const,
      id: p.id,
      status: `${p.direction}:${p.status}`,
      amountXaf: p.amount_xaf,
      number: p.phone,
      paymentMethod: p.payment_method,
      createdAt: p.created_at,
    })),
  ];
  return {
    flag,
    investor: {
      id: u.id,
      fullName: u.full_name,
      phone: u.phone,
      mobileMoneyService: u.mobile_money_service,
      createdAt: u.created_at,
      payoutNumbers: rows<{ number: string; service: string; verified_at: string }>(numbers).map((n) => ({
        number: n.number,
        service: n.service,
        verifiedAt: n.verified_at,
      })),
    },
    transfers: rows<Record<string, unknown>>(transfers).map(
      (t): FlagReportTransfer => ({
        id: t.id as number,
        kind: t.kind as string,
        debitAccountId: t.debit_account_id as string,
        creditAccountId: t.credit_account_id as string,
        amountXaf: t.amount_xaf as number,
        paymentId: (t.payment_id as string | null) ?? null,
        withdrawalRequestId: (t.withdrawal_request_id as number | null) ?? null,
        depositVerificationId: (t.deposit_verification_id as number | null) ?? null,
        memo: (t.memo as string | null) ?? null,
        createdAt: t.created_at as string,
      }),
    ),
    requests,
    generatedAt: new Date().toISOString(),
  };
}

/**
 * The report as CSV: one header, then one line per fact, its section first (`flag`,
 * `investor`, `payout_number`, `note`, `transfer`, `request`), so one sheet holds the case.
 */
export function flagReportCsv(r: FlagReport): string {
  const header = ["section", "id", "kind", "status", "amount_xaf", "number_or_accounts", "reference", "at", "detail"];
  const f = r.flag;
  const lines: (string | number | null)[][] = [
    ["flag", f.id, f.rule, f.state, null, null, null, f.raisedAt, JSON.stringify(f.subject)],
    [
      "investor",
      r.investor.id,
      r.investor.mobileMoneyService,
      null,
      null,
      r.investor.phone,
      r.investor.fullName,
      r.investor.createdAt,
      null,
    ],
    ...r.investor.payoutNumbers.map((n) => [
      "payout_number",
      null,
      n.service,
      "verified",
      null,
      n.number,
      null,
      n.verifiedAt,
      null,
    ]),
    ...(f.closeProposedBy
      ? [["closing_proposed", f.id, f.closeProposedBy, "closing", null, null, null, f.closeProposedAt, f.closeProposalNote]]
      : []),
    ...(f.closedBy ? [["closed", f.id, f.closedBy, "closed", null, null, null, f.closedAt, f.closeNote]] : []),
    ...f.notes.map((n) => ["note", n.id, n.adminUsername, null, null, null, null, n.createdAt, n.note]),
    ...r.transfers.map((t) => [
      "transfer",
      t.id,
      t.kind,
      null,
      t.amountXaf,
      `${t.debitAccountId} -> ${t.creditAccountId}`,
      t.paymentId ?? t.withdrawalRequestId ?? t.depositVerificationId,
      t.createdAt,
      t.memo,
    ]),
    ...r.requests.map((q) => ["request", q.id, q.type, q.status, q.amountXaf, q.number, q.paymentMethod, q.createdAt, null]),
  ];
  return stringify([header, ...lines], { escape_formulas: true });
}
