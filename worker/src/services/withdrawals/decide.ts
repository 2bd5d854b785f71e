/**
 * Withdrawals (docs/product-rules.md#withdrawals).
 * Request: principal -> withdrawal hold. Approve: hold -> cash(method) for the amount
 * minus the fee, hold -> fees for the fee. Reject: hold -> principal.
 * Every state change and its transfers are one batch; the state guard is in SQL and the
 * idempotency keys `withdrawal_payout:<id>`, `withdrawal_fee:<id>`, `withdrawal_release:<id>`
 * make a second decision post nothing.
 * Raises `withdrawals_disabled` (503), `insufficient_balance`, `already_decided`,
 * `withdrawals_cooling_off`, `user_suspended` (409),
 * `account_suspended` (403), `not_found` (404).
 */
import type { WithdrawInput, WithdrawalView } from "@app/schema/contracts/withdrawals";
import { withdrawalFeeXaf, xafToDecimalString } from "@app/schema/money";
import { ApiError, alreadyDecided } from "../../lib/api-error";
import { postAtomically } from "../../ledger/ledger";
import { withdrawalHoldTransfer, withdrawalPayoutTransfers, withdrawalReleaseTransfer } from "../../ledger/transfers/withdrawals";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { personalNotificationStatement } from "../notifications/inbox";
import { assertEnabled } from "../settings/switches";
import type { UserRow } from "../users/accounts";
import type { withdrawalRequests } from "@app/schema/db/requests";
import type { users } from "@app/schema/db/users";
import { isBatchAborted, type SqlRow } from "../../lib/db";
import type { Env } from "../../env";
import type { Rails } from "../../payments/rails-config";
import type { ProjectedRow } from "../../lib/sql-projection";
import { withdrawalPayout } from "../payments/payout-summary";
import { payoutProvider, payoutStatements, submitPayout } from "../payments/payouts";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import { type ApprovalClaim, failOpenWithdrawalProposal, openProposal, proposalStatements } from "../approvals/proposals";
import { APPROVAL_THRESHOLD_SQL, approvalSettings } from "../approvals/settings";

/** New withdrawals wait this many hours after an admin password reset (WDR-8). */
export const COOLING_OFF_HOURS = 24;

/**
 * Places the amount on hold and records the request, or refuses it with nothing written.
 * Refused (409 `withdrawals_cooling_off`, with `reopensAt`) within 24 hours of an admin
 * password reset, as banks do after a credential reset; the guard is in the INSERT
 * (docs/product-rules.md#withdrawals, WDR-8).
 */
export async function requestWithdrawal(db: D1Database, user: UserRow, input: WithdrawInput): Promise<WithdrawalView> {
  await assertEnabled(db, "withdrawals");
  const fee = withdrawalFeeXaf(input.amount);
  const [insert] = await postAtomically(db, [
    db
      .prepare(
        `INSERT INTO withdrawal_requests (user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method, registered_phone)
         SELECT id, ?, ?, ?, ?, ?, phone FROM users
          WHERE id = ? AND is_active = 1
            AND (password_reset_at IS NULL OR password_reset_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${COOLING_OFF_HOURS} hours'))`,
      )
      .bind(input.amount, fee, input.accountName, input.accountNumber, input.paymentMethod, user.id),
    withdrawalHoldTransfer(db, user.id),
  ]);
  if (insert!.meta.changes !== 1) {
    const now = await db
      .prepare(
        `SELECT is_active, strftime('%Y-%m-%dT%H:%M:%fZ', password_reset_at, '+${COOLING_OFF_HOURS} hours') AS reopens_at
           FROM users WHERE id = ?`,
      )
      .bind(user.id)
      .first<{ is_active: number; reopens_at: string | null }>();
    if (now?.is_active === 1 && now.reopens_at) {
      throw new ApiError(
        "withdrawals_cooling_off",
        `Your password was reset by an administrator. For your safety, new withdrawals open again at ${now.reopens_at}.`,
        undefined,
        undefined,
        { reopensAt: now.reopens_at },
      );
    }
    throw new ApiError("account_suspended", "Your account is suspended. Please contact support.");
  }
  return (await getWithdrawal(db, insert!.meta.last_row_id))!;
}

/**
 * A withdrawal request with its investor's name and phone (null once erased) and its open
 * proposal (docs/product-rules.md#approvals), as `SELECT` below returns it.
 */
export type Row = Omit<SqlRow<typeof withdrawalRequests>, "payment_method"> &
  Pick<SqlRow<typeof users>, "full_name" | "phone"> & {
    payment_method: WithdrawalView["paymentMethod"];
    approval_id: number | null;
  } & ProjectedRow<typeof withdrawalPayout>;

export const SELECT = `SELECT w.*, u.full_name, u.phone,
    (SELECT a.id FROM approvals a WHERE a.kind = 'withdrawal_approval' AND a.target_id = w.id AND a.status = 'proposed') AS approval_id,
    ${withdrawalPayout.columns}
  FROM withdrawal_requests w LEFT JOIN users u ON u.id = w.user_id ${withdrawalPayout.joins}`;

/**
 * Whether the payout goes to a number other than the user's registered phone (APR-3): other
 * than the phone they had when they asked, or than the phone they have now (an Edit User
 * that set the phone to the payout number does not make it theirs). Digits are compared
 * as stored: both are 9 digits without +237 (schema/src/contracts/auth.ts).
 */
function isNewPayoutNumber(r: Pick<Row, "account_number" | "phone" | "registered_phone">): boolean {
  return (
    r.phone === null || r.account_number !== r.phone || (r.registered_phone !== null && r.account_number !== r.registered_phone)
  );
}

/** `isNewPayoutNumber` negated, and the threshold, in SQL over `w` and `u`: what one admin may approve alone (APR-2, APR-3). */
const ONE_ADMIN_SQL = `w.account_number = u.phone AND w.account_number = COALESCE(w.registered_phone, u.phone)
  AND w.amount_xaf <= ${APPROVAL_THRESHOLD_SQL}`;

/**
 * The guard of a one-admin approval, first in its batch: aborts it (`batch_guard_failed`)
 * unless withdrawal `id` still goes to the registered phone and is at or below the
 * threshold, so a phone edited or a threshold lowered after the check cannot let one admin
 * pay what needs two (docs/product-rules.md#approvals, APR-2, APR-3).
 */
export function oneAdminGuard(db: D1Database, id: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO batch_aborts (code) SELECT 'second_admin_required'
        WHERE NOT EXISTS (SELECT 1 FROM withdrawal_requests w JOIN users u ON u.id = w.user_id WHERE w.id = ? AND ${ONE_ADMIN_SQL})`,
    )
    .bind(id);
}

export function toView(r: Row): WithdrawalView {
  return {
    id: r.id,
    userId: r.user_id,
    fullName: r.full_name ?? "",
    phone: r.phone ?? "",
    amount: xafToDecimalString(r.amount_xaf),
    fee: xafToDecimalString(r.fee_xaf),
    amountToReceive: xafToDecimalString(r.amount_xaf - r.fee_xaf),
    accountName: r.account_name,
    accountNumber: r.account_number,
    paymentMethod: r.payment_method,
    status: r.status,
    adminNotes: r.admin_notes,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at,
    createdAt: r.created_at,
    newPayoutNumber: isNewPayoutNumber(r),
    approvalId: r.approval_id,
    payout: withdrawalPayout.read(r),
  };
}

async function getWithdrawal(db: D1Database, id: number): Promise<WithdrawalView | null> {
  const row = await db.prepare(`${SELECT} WHERE w.id = ?`).bind(id).first<Row>();
  return row && toView(row);
}

/**
 * Approves (pays out, books the fee) or rejects (releases the hold) a pending request.
 * When the method's payout channel is automatic (`rails` given and the channel on), approving
 * moves the request to `processing` and stores its payout with a fixed id in the same batch;
 * the payout is then sent, and the hold is paid out or released only on the provider's final
 * answer (docs/product-rules.md#automatic-rails, RAIL-5).
 * `claim` goes first in the batch: an approval's claim and guards (approvals/decide.ts), or the
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
  const facts = {
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
  const decided = { sql: "(SELECT status FROM withdrawal_requests WHERE id = ?) = ?", params: [id, status] };
  const effects = payout
    ? payout.statements
    : [
        ...(decision === "approve"
          ? withdrawalPayoutTransfers(db, facts, decided)
          : [withdrawalReleaseTransfer(db, facts, decided)]),
        // The investor is told once, in the same batch (docs/product-rules.md#notifications, NOT-3).
        personalNotificationStatement(
          db,
          {
            userId: w.user_id,
            code: decision === "approve" ? "withdrawal_approved" : "withdrawal_rejected",
            params: decision === "approve" ? { amountXaf: w.amount_xaf - w.fee_xaf } : { note: adminNotes ?? null },
            eventKey: `withdrawal:${id}`,
          },
          decided,
        ),
      ];
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
  if (results[claim.length + 1]!.meta.changes !== 1) throw alreadyDecided();
  if (payout && rails) await submitPayout(rails, payout.paymentId);
  return (await getWithdrawal(db, id))!;
}

/**
 * Makes approving withdrawal `id` a proposal when it needs a second admin: above the
 * approval threshold or to a new payout number (docs/product-rules.md#approvals, APR-2,
 * APR-3). Answers the open proposal (a repeated request answers the same one), or null
 * when one admin may approve it. Raises `not_found`, `already_decided`.
 */
export async function proposeWithdrawalApproval(
  env: Pick<Env, "DB" | "APP_ENV">,
  admin: AdminRow,
  id: number,
  adminNotes: string | undefined,
): Promise<ProposalAccepted | null> {
  const db = env.DB;
  const w = await db.prepare(`${SELECT} WHERE w.id = ?`).bind(id).first<Row>();
  if (!w) throw new ApiError("not_found", "Withdrawal request not found.");
  if (w.status !== "pending") throw alreadyDecided();
  const newPayoutNumber = isNewPayoutNumber(w);
  const { approvalThresholdXaf } = await approvalSettings(env);
  if (!newPayoutNumber && w.amount_xaf <= approvalThresholdXaf) return null;
  await db.batch(
    proposalStatements(db, admin, {
      payload: {
        kind: "withdrawal_approval",
        withdrawalId: id,
        userId: w.user_id,
        fullName: w.full_name ?? "",
        accountNumber: w.account_number,
        registeredPhone: w.phone ?? "",
        paymentMethod: w.payment_method,
        adminNotes: adminNotes ?? null,
      },
      targetId: id,
      amountXaf: w.amount_xaf,
      summary: `Approve withdrawal #${id} of ${w.amount_xaf} XAF to ${w.payment_method} ${w.account_number}`,
      reason: adminNotes ?? null,
      newPayoutNumber,
    }),
  );
  return openProposal(db, { withdrawalId: id });
}

/**
 * `PUT /api/admin/withdrawals/{id}/approve`: one admin approves withdrawal `id` when it goes to
 * the registered phone and is at or below the threshold; otherwise it becomes a proposal
 * for a second admin (docs/product-rules.md#approvals, APR-2, APR-3). The one-admin batch
 * checks that again inside itself; when the phone or the threshold changed in between, the
 * answer is the proposal. Raises what `decideWithdrawal` and `proposeWithdrawalApproval` raise.
 */
export async function approveWithdrawal(
  env: Pick<Env, "DB" | "APP_ENV">,
  admin: AdminRow,
  id: number,
  adminNotes: string | undefined,
  rails?: Rails,
  retried = false,
): Promise<{ proposal: ProposalAccepted } | { withdrawal: WithdrawalView }> {
  const proposal = await proposeWithdrawalApproval(env, admin, id, adminNotes);
  if (proposal) return { proposal };
  try {
    return { withdrawal: await decideWithdrawal(env.DB, admin, id, "approve", adminNotes, [oneAdminGuard(env.DB, id)], rails) };
  } catch (err) {
    if (!isBatchAborted(err)) throw err;
    if (retried) throw alreadyDecided();
    // It changed between the check and the batch: decide again on the state as it is now.
    return approveWithdrawal(env, admin, id, adminNotes, rails, true);
  }
}

/**
 * Carries out an approved proposal to approve withdrawal `id` (docs/product-rules.md#approvals,
 * APR-6): `decideWithdrawal` with the approval's `claim` and, in the same batch, a guard that
 * the investor is still active. Raises 409 `user_suspended` when they were suspended (or
 * erased): nothing is paid and the proposal fails; the hold stays until an admin rejects
 * the request. Otherwise raises what `decideWithdrawal` raises.
 */
export async function approveProposedWithdrawal(
  db: D1Database,
  approver: AdminRow,
  id: number,
  adminNotes: string | null,
  claim: ApprovalClaim,
  rails?: Rails,
): Promise<WithdrawalView> {
  const investorActive = `EXISTS (SELECT 1 FROM withdrawal_requests w JOIN users u ON u.id = w.user_id
      WHERE w.id = ?1 AND u.is_active = 1 AND u.deleted_at IS NULL)`;
  const guard = db.prepare(`INSERT INTO batch_aborts (code) SELECT 'user_suspended' WHERE NOT ${investorActive}`).bind(id);
  try {
    return await decideWithdrawal(db, approver, id, "approve", adminNotes, [...claim, guard], rails);
  } catch (err) {
    if (isBatchAborted(err) && !(await db.prepare(`SELECT ${investorActive} AS ok`).bind(id).first<{ ok: number }>())?.ok) {
      throw new ApiError(
        "user_suspended",
        "The investor's account was suspended: their withdrawal cannot be paid out. Reactivate the account or reject the withdrawal.",
      );
    }
    throw err;
  }
}
