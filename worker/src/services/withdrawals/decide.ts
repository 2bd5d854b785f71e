/**
 * Deciding a pending withdrawal (docs/product-rules.md#withdrawals, #automatic-rails).
 * Approve: hold -> cash(method) for the amount minus the fee, hold -> fees for the fee; or,
 * when the method's payout channel is automatic, the request goes to `processing` and its
 * payout is stored and sent, the hold waiting for the provider's final answer (RAIL-5).
 * Reject: hold -> principal. Every state change and its transfers are one batch; the state
 * guard is in SQL and the idempotency keys `withdrawal_payout:<id>`, `withdrawal_fee:<id>`,
 * `withdrawal_release:<id>` make a second decision post nothing.
 * Raises `not_found` (404), `already_decided` (409), `provider_unavailable` (503).
 */
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import { ApiError, alreadyDecided } from "../../lib/api-error";
import { postAtomically } from "../../ledger/ledger";
import type { Guard } from "../../ledger/transfers/guard";
import { type WithdrawalFacts, withdrawalPayoutTransfers, withdrawalReleaseTransfer } from "../../ledger/transfers/withdrawals";
import type { Rails } from "../../payments/rails-config";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { type ApprovalClaim, failOpenWithdrawalProposal } from "../approvals/proposals";
import { personalNotificationStatement } from "../notifications/personal-notifications";
import { payoutProvider, payoutStatements, submitPayout } from "../payments/payouts";
import { type Row, SELECT, getWithdrawal } from "./staff-view";

/**
 * Approves (pays out, books the fee) or rejects (releases the hold) a pending request.
 * When the method's payout channel is automatic (`rails` given and the channel on), approving
 * moves the request to `processing` and stores its payout with a fixed id in the same batch;
 * the payout is then sent, and the hold is paid out or released only on the provider's final
 * answer (docs/product-rules.md#automatic-rails, RAIL-5).
 * `claim` goes first in the batch: an approval's claim and guards (services/approvals/decide.ts), or the
 * one-admin guard (`approveWithdrawal`). Either decision closes the request's open proposal
 * in the same batch (APR-2). Raises `not_found`, `already_decided` (409).
 */
export async function decideWithdrawal(
  db: D1Database,
  admin: AdminRow,
  id: number,
  decision: "approve" | "reject",
  adminNotes: string | undefined | null,
  claim: ApprovalClaim = [],
  rails?: Rails,
): Promise<WithdrawalView> {
  const w = await db.prepare(`${SELECT} WHERE w.id = ?`).bind(id).first<Row>();
  if (!w) throw new ApiError("not_found", "Withdrawal request not found.");
  if (w.status !== "pending") throw alreadyDecided();
  const provider = decision === "approve" && rails ? await payoutProvider(rails, w.payment_method) : null;
  const facts: WithdrawalFacts = {
    id,
    userId: w.user_id,
    amountXaf: w.amount_xaf,
    feeXaf: w.fee_xaf,
    paymentMethod: w.payment_method,
    accountNumber: w.account_number,
  };
  // An automatic payout is stored with its fixed id; its hold waits for the provider's final answer.
  const payout = provider ? payoutStatements(db, provider, facts) : null;
  const status = payout ? "processing" : decision === "approve" ? "completed" : "failed";
  const decided: Guard = { sql: "(SELECT status FROM withdrawal_requests WHERE id = ?) = ?", params: [id, status] };
  const effects = payout ? payout.statements : manualDecisionEffects(db, w, facts, decision, adminNotes, decided);
  // The request's own UPDATE follows the approval's claim and the audit row.
  const results = await postAtomically(db, [
    ...claim,
    auditStatement(
      db,
      admin,
      `withdrawal.${decision}`,
      { type: "withdrawal", id },
      payout ? { adminNotes, payout: payout.paymentId } : { adminNotes },
      {
        sql: "(SELECT status FROM withdrawal_requests WHERE id = ?) = 'pending'",
        params: [id],
      },
    ),
    db
      .prepare(
        `UPDATE withdrawal_requests SET status = ?, admin_notes = ?, decided_by = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE id = ? AND status = 'pending'`,
      )
      .bind(status, adminNotes ?? null, admin.username, id),
    ...effects,
    // A decision closes a proposal to approve it (docs/product-rules.md#approvals, APR-2, APR-6); an
    // approval's own proposal is already approved by its claim.
    failOpenWithdrawalProposal(
      db,
      id,
      decision === "reject"
        ? "The withdrawal was rejected."
        : "The withdrawal was approved by one admin (at or below the threshold).",
    ),
  ]);
  // Not `!== 1`: D1's `changes` also counts the rows the UPDATE's triggers wrote (row_counts, migration 0040).
  if (results[claim.length + 1]!.meta.changes === 0) throw alreadyDecided();
  if (payout && rails) await submitPayout(rails, payout.paymentId);
  return (await getWithdrawal(db, id))!;
}

/**
 * The money of a decision taken by hand: the payout and fee transfers or the release of the
 * hold, and the investor told once, in the same batch (docs/product-rules.md#notifications, NOT-3).
 */
function manualDecisionEffects(
  db: D1Database,
  w: Row,
  facts: WithdrawalFacts,
  decision: "approve" | "reject",
  adminNotes: string | undefined | null,
  decided: Guard,
): D1PreparedStatement[] {
  return [
    ...(decision === "approve" ? withdrawalPayoutTransfers(db, facts, decided) : [withdrawalReleaseTransfer(db, facts, decided)]),
    personalNotificationStatement(
      db,
      {
        userId: w.user_id,
        code: decision === "approve" ? "withdrawal_approved" : "withdrawal_rejected",
        params: decision === "approve" ? { amountXaf: w.amount_xaf - w.fee_xaf } : { note: adminNotes ?? null },
        eventKey: `withdrawal:${facts.id}`,
      },
      decided,
    ),
  ];
}
