/**
 * Money in suspense (docs/product-rules.md#suspense): a deposit a provider completed for an
 * account erased meanwhile is credited to the platform account `suspense` (settlement.ts),
 * never to the unreachable account. Staff list what is held and refund each to the number
 * that paid as a two-person decision (APR-1): one admin proposes, a second approves, and the
 * approval posts `suspense -> clearing:<provider>` (kind `suspense_refund`), once per held
 * deposit by its key. The operator then sends the refund from the provider's dashboard to
 * that number. Raises `not_found` (404), `already_decided` (409).
 */
import type { ApprovalStatus, ProposalAccepted } from "@app/schema/contracts/approvals";
import type { SuspenseItem, SuspenseList } from "@app/schema/contracts/suspense";
import { ApiError } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";
import { suspenseRefundKey, suspenseRefundTransfer } from "../../ledger/transfers/suspense";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { type ApprovalClaim, type ApprovalPayload, proposalStatements } from "../approvals/proposals";

type RefundPayload = Extract<ApprovalPayload, { kind: "suspense_refund" }>;

/**
 * The deposits credited to suspense, with their payment. The first condition repeats the
 * partial index `ledger_transfers_suspense`'s own, so SQLite reads that index, not the ledger.
 */
const HELD_SQL = `
  SELECT t.id AS transfer_id, t.amount_xaf, t.created_at, p.id AS payment_id, p.reference, p.provider, p.phone, p.payment_method,
         (SELECT r.id FROM ledger_transfers r WHERE r.idempotency_key = 'suspense_refund:' || t.id) AS refunded_by,
         a.id AS approval_id, a.status AS approval_status
    FROM ledger_transfers t JOIN payments p ON p.id = t.payment_id
    LEFT JOIN approvals a ON a.id = (SELECT MAX(id) FROM approvals WHERE kind = 'suspense_refund' AND target_id = t.id)
   WHERE (t.credit_account_id = 'suspense' OR t.debit_account_id = 'suspense') AND t.credit_account_id = 'suspense'`;

interface HeldRow {
  transfer_id: number;
  amount_xaf: number;
  created_at: string;
  payment_id: string;
  reference: string;
  provider: SuspenseItem["provider"];
  phone: string;
  payment_method: string;
  refunded_by: number | null;
  approval_id: number | null;
  approval_status: ApprovalStatus;
}

function toItem(r: HeldRow): SuspenseItem {
  return {
    transferId: r.transfer_id,
    paymentId: r.payment_id,
    reference: r.reference,
    provider: r.provider,
    payerPhone: r.phone,
    paymentMethod: r.payment_method,
    amountXaf: r.amount_xaf,
    heldAt: r.created_at,
    refund: r.approval_id === null ? null : { approvalId: r.approval_id, status: r.approval_status },
  };
}

/** What suspense holds and not yet refunded, oldest first (at most 200), and its balance. */
export async function listSuspense(db: D1Database): Promise<SuspenseList> {
  const [rows, balance] = await db.batch([
    // Refunded ones are left out before the limit, so 200 refunded never hide one still held.
    db.prepare(
      `${HELD_SQL} AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.idempotency_key = 'suspense_refund:' || t.id)
        ORDER BY t.id LIMIT 200`,
    ),
    db.prepare("SELECT balance_xaf FROM ledger_accounts WHERE id = 'suspense'"),
  ]);
  return {
    items: (rows!.results as HeldRow[]).map(toItem),
    balanceXaf: (balance!.results[0] as { balance_xaf: number } | undefined)?.balance_xaf ?? 0,
  };
}

/** The deposit held in suspense by transfer `transferId`. Raises `not_found` (404). */
async function held(db: D1Database, transferId: number): Promise<HeldRow> {
  const row = await db.prepare(`${HELD_SQL} AND t.id = ?`).bind(transferId).first<HeldRow>();
  if (!row) throw new ApiError("not_found", "No deposit held in suspense has this id.");
  return row;
}

/**
 * Proposes the refund of held deposit `transferId` to the number that paid, for a second
 * admin (one open proposal per deposit: a retry answers the open one). Raises `not_found`
 * (404), `already_decided` (409) once refunded.
 */
export async function proposeSuspenseRefund(
  db: D1Database,
  admin: AdminRow,
  transferId: number,
  reason: string,
): Promise<ProposalAccepted> {
  const r = await held(db, transferId);
  if (r.refunded_by !== null) throw refunded();
  const payload: RefundPayload = {
    kind: "suspense_refund",
    transferId,
    paymentId: r.payment_id,
    reference: r.reference,
    provider: r.provider,
    payerPhone: r.phone,
    amountXaf: r.amount_xaf,
  };
  try {
    await db.batch(
      proposalStatements(db, admin, {
        payload,
        targetId: transferId,
        amountXaf: r.amount_xaf,
        summary: `Refund ${r.amount_xaf} XAF held in suspense (payment ${r.reference}) to ${r.phone}`,
        reason,
      }),
    );
  } catch (err) {
    // One open proposal per held deposit (approvals_open_suspense_refund): a retry answers it.
    if (!(err instanceof Error && /UNIQUE constraint failed: approvals/.test(err.message))) throw err;
  }
  const open = await db
    .prepare("SELECT id, status FROM approvals WHERE kind = 'suspense_refund' AND target_id = ? ORDER BY id DESC LIMIT 1")
    .bind(transferId)
    .first<{ id: number; status: ApprovalStatus }>();
  return { approvalId: open!.id, status: open!.status };
}

/**
 * Carries out an approved refund of `p.amountXaf`, `claim` first in its batch: `suspense -> clearing:<provider>`
 * (key `suspense_refund:<transferId>`) and its audit row. Raises `already_decided` (409)
 * when it was refunded already.
 */
export async function refundFromSuspense(
  db: D1Database,
  approver: AdminRow,
  p: RefundPayload,
  claim: ApprovalClaim,
): Promise<void> {
  const key = suspenseRefundKey(p.transferId);
  try {
    await db.batch([
      ...claim,
      db
        .prepare(
          "INSERT INTO batch_aborts (code) SELECT 'already_decided' WHERE EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = ?)",
        )
        .bind(key),
      suspenseRefundTransfer(db, { ...p, memo: `refund of ${p.reference} to ${p.payerPhone}` }),
      auditStatement(
        db,
        approver,
        "suspense.refund",
        { type: "payment", id: p.paymentId },
        {
          amountXaf: p.amountXaf,
          payerPhone: p.payerPhone,
          reference: p.reference,
        },
      ),
    ]);
  } catch (err) {
    if (isBatchAborted(err)) {
      const done = await db.prepare("SELECT 1 AS x FROM ledger_transfers WHERE idempotency_key = ?").bind(key).first();
      if (done) throw refunded();
    }
    throw err;
  }
}

function refunded(): ApiError {
  return new ApiError("already_decided", "This deposit has already been refunded.");
}
