/**
 * Staff's decision on an identity check (docs/product-rules.md#identity, IDV-4, IDV-5).
 * Approving is a two-person decision: one admin proposes (`identity_verification`), a second
 * approves it in Pending approvals, which sets the check approved and
 * `users.identity_verified_at` (tier 2) and tells the investor (`identity_verified`).
 * Rejecting, with a reason the investor reads, is one admin's act (it grants nothing); it
 * fails an open proposal of the check. Raises `not_found` (404), `already_decided`,
 * `approval_decided`, `user_deleted` (409).
 */
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import type { ProposeIdentityInput, RejectIdentityInput } from "@app/schema/contracts/identity";
import { alreadyDecided, ApiError } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { type ApprovalClaim, type ApprovalPayload, decided, proposalStatements, proposedId } from "../approvals/proposals";
import { personalNotificationStatement } from "../notifications/personal-notifications";
import { identityCheckRow } from "./views";

type IdentityPayload = Extract<ApprovalPayload, { kind: "identity_verification" }>;
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** Proposes approving check `checkId`, for a second admin. 409 `already_decided` unless submitted, `approval_decided` when one is open. */
export async function proposeIdentityApproval(
  db: D1Database,
  admin: AdminRow,
  checkId: number,
  input: ProposeIdentityInput,
): Promise<ProposalAccepted> {
  const check = await identityCheckRow(db, checkId);
  if (check.status !== "submitted") throw alreadyDecided();
  const user = await db
    .prepare("SELECT full_name FROM users WHERE id = ?")
    .bind(check.user_id)
    .first<{ full_name: string | null }>();
  const payload: IdentityPayload = {
    kind: "identity_verification",
    checkId,
    userId: check.user_id,
    fullName: user?.full_name ?? "",
    fullLegalName: check.full_legal_name ?? "",
    documentType: check.document_type,
  };
  const [inserted] = await db.batch(
    proposalStatements(db, admin, {
      payload,
      targetId: checkId,
      amountXaf: 0,
      summary: `Verify the identity of user #${check.user_id} (check #${checkId})`,
      reason: input.reason,
    }),
  );
  const id = proposedId(inserted);
  if (id === null) throw decided();
  return { approvalId: id, status: "proposed" };
}

/**
 * Carries out an approved identity verification, `claim` first in its batch: the check
 * approved, the user at tier 2, the investor told, the `identity.verify` audit row. Raises
 * `already_decided` when the check was rejected meanwhile, `user_deleted` when erased.
 */
export async function applyIdentityVerification(
  db: D1Database,
  approver: AdminRow,
  approvalId: number,
  p: IdentityPayload,
  claim: ApprovalClaim,
): Promise<void> {
  try {
    await db.batch([
      ...claim,
      db
        .prepare(
          `INSERT INTO batch_aborts (code) SELECT 'identity_check_decided'
            WHERE NOT EXISTS (SELECT 1 FROM identity_checks WHERE id = ? AND status = 'submitted')`,
        )
        .bind(p.checkId),
      db
        .prepare(
          "INSERT INTO batch_aborts (code) SELECT 'user_deleted' WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL)",
        )
        .bind(p.userId),
      db
        .prepare(
          `UPDATE identity_checks SET status = 'approved', decided_by = ?, decided_by_username = ?, decided_at = ${NOW}
            WHERE id = ? AND status = 'submitted'`,
        )
        .bind(approver.id, approver.username, p.checkId),
      db.prepare(`UPDATE users SET identity_verified_at = ${NOW} WHERE id = ? AND identity_verified_at IS NULL`).bind(p.userId),
      personalNotificationStatement(db, {
        userId: p.userId,
        code: "identity_verified",
        params: {},
        eventKey: `identity_check:${p.checkId}`,
      }),
      auditStatement(db, approver, "identity.verify", { type: "user", id: p.userId }, { checkId: p.checkId, approvalId }),
    ]);
  } catch (err) {
    if (isBatchAborted(err)) {
      const live = await db.prepare("SELECT 1 AS x FROM users WHERE id = ? AND deleted_at IS NULL").bind(p.userId).first();
      if (!live) throw new ApiError("user_deleted", "This user has been deleted.");
      throw alreadyDecided();
    }
    throw err;
  }
}

/** Rejects check `checkId` with `input.reason` (shown to the investor), failing its open proposal. Raises `not_found`, `already_decided`. */
export async function rejectIdentityCheck(
  db: D1Database,
  admin: AdminRow,
  checkId: number,
  input: RejectIdentityInput,
): Promise<void> {
  const check = await identityCheckRow(db, checkId);
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE identity_checks SET status = 'rejected', reason = ?, decided_by = ?, decided_by_username = ?, decided_at = ${NOW}
          WHERE id = ? AND status = 'submitted'`,
      )
      .bind(input.reason, admin.id, admin.username, checkId),
    // Audited only when the UPDATE above rejected it; the proposal fails only when audited.
    auditStatement(
      db,
      admin,
      "identity.reject",
      { type: "user", id: check.user_id },
      { checkId, reason: input.reason },
      {
        sql: "changes() = 1",
        params: [],
      },
    ),
    db
      .prepare(
        `UPDATE approvals SET status = 'failed', failure = 'identity check rejected', decided_at = ${NOW}
          WHERE kind = 'identity_verification' AND target_id = ? AND status = 'proposed' AND changes() = 1`,
      )
      .bind(checkId),
    personalNotificationStatement(
      db,
      { userId: check.user_id, code: "identity_rejected", params: { note: input.reason }, eventKey: `identity_check:${checkId}` },
      { sql: "EXISTS (SELECT 1 FROM identity_checks WHERE id = ? AND status = 'rejected')", params: [checkId] },
    ),
  ]);
  if (updated!.meta.changes !== 1) throw alreadyDecided();
}
