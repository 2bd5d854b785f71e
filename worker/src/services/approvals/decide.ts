/**
 * Deciding a proposal (docs/product-rules.md#approvals, APR-4, APR-6, APR-7;
 * docs/decisions/0028-two-person-approval.md). A second admin's approval carries the action
 * out in ONE batch that also marks the proposal approved, guarded by the proposal still
 * being `proposed`, so concurrent approvals post once. A precondition that changed meanwhile
 * (a balance, a withdrawal decided) marks it `failed` and moves nothing. A rejection moves
 * nothing. Raises `not_found` (404), `role_forbidden`, `same_admin` (403),
 * `approval_decided`, `proposer_disabled` (409), and the action's own 409
 * (`balance_changed`, `user_deleted`, `already_decided`, `user_suspended`).
 */
import type { ApprovalView } from "@app/schema/contracts/approvals";
import { roleMayApprove } from "@app/schema/contracts/admin-permissions";
import type { Env } from "../../env";
import { ApiError } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { type ApprovalClaim, type ApprovalPayload, decided } from "./proposals";
import { approvalSettings } from "./settings";
import { getRow, toView } from "./views";

/** Carries out one kind of proposal: the action with `claim` first in its batch. */
export type ApprovalExecutor = (approver: AdminRow, payload: ApprovalPayload, claim: ApprovalClaim) => Promise<void>;

/**
 * Approves proposal `id` as `approver` and carries its action out, exactly once: `execute`
 * runs the action's batch with the claim (a guard that aborts unless the proposal is still
 * `proposed`, the state change and the `approval.approve` audit row) first in it.
 * Refused with 403 `role_forbidden` to a role that may not do the action itself
 * (`roleMayApprove`, schema/src/contracts/admins.ts), and with 403 `same_admin` to the
 * proposer unless self-approval is on in development (APR-4, APR-7), and with 409
 * `proposer_disabled` once the proposer's account is disabled. When the action refuses (a precondition changed), the proposal is marked
 * `failed` with the reason, nothing moves, and the action's error is raised (APR-6).
 */
export async function approve(
  env: Pick<Env, "DB" | "APP_ENV">,
  approver: AdminRow,
  id: number,
  execute: ApprovalExecutor,
): Promise<ApprovalView> {
  const db = env.DB;
  const r = await getRow(db, id);
  if (!roleMayApprove(approver.role, r.kind)) throw new ApiError("role_forbidden", "Your admin role does not allow this action.");
  if (r.status !== "proposed") throw decided();
  if (Number(r.proposed_by) === approver.id && !(await approvalSettings(env)).selfApprovalAllowed) {
    throw new ApiError("same_admin", "You proposed this; another admin must approve it.");
  }
  // A disabled proposer's proposals die with the account (APR-6): checked here, and again
  // inside the batch for a disable racing the approval.
  const proposerDisabled = async () =>
    (
      await db
        .prepare("SELECT disabled_at IS NOT NULL AS off FROM admins WHERE id = ?")
        .bind(r.proposed_by)
        .first<{ off: number }>()
    )?.off === 1;
  if (await proposerDisabled()) await failProposal(db, approver, id, proposerDisabledError());
  const claim: ApprovalClaim = [
    db
      .prepare(
        "INSERT INTO batch_aborts (code) SELECT 'approval_decided' WHERE (SELECT status FROM approvals WHERE id = ?) IS NOT 'proposed'",
      )
      .bind(id),
    db
      .prepare(
        "INSERT INTO batch_aborts (code) SELECT 'proposer_disabled' WHERE (SELECT disabled_at FROM admins WHERE id = ?) IS NOT NULL",
      )
      .bind(r.proposed_by),
    db
      .prepare(
        `UPDATE approvals SET status = 'approved', decided_by = ?, decided_by_username = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE id = ? AND status = 'proposed'`,
      )
      .bind(approver.id, approver.username, id),
    auditStatement(db, approver, "approval.approve", { type: "approval", id }, { kind: r.kind, amountXaf: r.amount_xaf }),
  ];
  try {
    await execute(approver, JSON.parse(r.payload) as ApprovalPayload, claim);
  } catch (err) {
    if ((await getRow(db, id)).status !== "proposed") throw decided();
    if (isBatchAborted(err) && (await proposerDisabled())) await failProposal(db, approver, id, proposerDisabledError());
    if (err instanceof ApiError && err.status === 409) await failProposal(db, approver, id, err);
    throw err;
  }
  const after = await getRow(db, id);
  if (after.status !== "approved" || after.decided_by !== approver.id) throw decided();
  return toView(after);
}

function proposerDisabledError(): ApiError {
  return new ApiError("proposer_disabled", "The admin who proposed this has been disabled: the proposal is closed.");
}

/** Marks proposal `id` failed with `err`'s reason (nothing moved), then raises `err` (APR-6). */
async function failProposal(db: D1Database, approver: AdminRow, id: number, err: ApiError): Promise<never> {
  await db
    .prepare(
      `UPDATE approvals SET status = 'failed', failure = ?, decided_by = ?, decided_by_username = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
        WHERE id = ? AND status = 'proposed'`,
    )
    .bind(err.message, approver.id, approver.username, id)
    .run();
  throw err;
}

/** Rejects proposal `id` with `note` (audited `approval.reject`); moves nothing. Raises `approval_decided`, `not_found`. */
export async function reject(db: D1Database, admin: AdminRow, id: number, note: string): Promise<ApprovalView> {
  await getRow(db, id);
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE approvals SET status = 'rejected', note = ?, decided_by = ?, decided_by_username = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE id = ? AND status = 'proposed'`,
      )
      .bind(note, admin.id, admin.username, id),
    auditStatement(db, admin, "approval.reject", { type: "approval", id }, { note }, { sql: "changes() = 1", params: [] }),
  ]);
  if (update!.meta.changes !== 1) throw decided();
  return toView(await getRow(db, id));
}
