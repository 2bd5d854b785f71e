/**
 * Two-person approval of large money moves (docs/product-rules.md#approvals,
 * docs/decisions/0028-two-person-approval.md): recording a proposal. Balance adjustments,
 * reserve fundings and withdrawal approvals above the threshold (or to a new payout number)
 * are proposals: a row here and its audit entry, no money moved. What approving one carries
 * out is decide.ts and carry-out.ts; the lists are views.ts; the threshold settings.ts.
 * Raises `approval_decided` (409).
 */
import type { ApprovalDetails, ApprovalStatus, ProposalAccepted } from "@app/schema/contracts/approvals";
import { ApiError } from "../../lib/api-error";
import { detailsOf } from "./views";
import type { AdminRow } from "../admins/accounts";

/** What a proposal stores to carry its action out later: the figures the panel shows (`ApprovalDetails`) and what only carrying it out needs. */
export type ApprovalPayload =
  | { kind: "reserve_funding"; amountXaf: number; note: string; requestId: string }
  | (Extract<ApprovalDetails, { kind: "balance_adjustment" }> & { reason: string })
  | (Extract<ApprovalDetails, { kind: "withdrawal_approval" }> & { adminNotes: string | null })
  | Extract<ApprovalDetails, { kind: "phone_change" | "number_verification" | "identity_verification" }>
  | (Extract<ApprovalDetails, { kind: "suspense_refund" }> & { amountXaf: number });

/** The statements an action runs when an approval carries it out: put first in its batch. */
export type ApprovalClaim = D1PreparedStatement[];
/**
 * The statements that record a proposal (and its audit row, `approval.propose`), for a
 * batch; a proposal with a `requestKey` already recorded is not recorded again, nor audited.
 */
export function proposalStatements(
  db: D1Database,
  admin: AdminRow,
  p: {
    payload: ApprovalPayload;
    targetId: number | null;
    amountXaf: number;
    summary: string;
    reason: string | null;
    newPayoutNumber?: boolean;
    requestKey?: string;
  },
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO approvals (kind, target_id, amount_xaf, summary, reason, payload, new_payout_number, request_key, proposed_by, proposed_by_username)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(
        p.payload.kind,
        p.targetId,
        p.amountXaf,
        p.summary,
        p.reason,
        JSON.stringify(p.payload),
        p.newPayoutNumber ? 1 : 0,
        p.requestKey ?? null,
        admin.id,
        admin.username,
      ),
    // Audited only when the INSERT above wrote a row; its id is the target.
    db
      .prepare(
        `INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, detail)
         SELECT ?, ?, 'approval.propose', 'approval', CAST(last_insert_rowid() AS TEXT), ? WHERE changes() = 1`,
      )
      .bind(
        admin.id,
        admin.username,
        // The figures, which the panel words in the reader's language; the English summary stays with the proposal, for logs (ADM-6).
        JSON.stringify({ kind: p.payload.kind, amountXaf: p.amountXaf, details: detailsOf(p.payload), reason: p.reason }),
      ),
  ];
}

/**
 * The proposal a just-run batch recorded, or the one already recorded for the same request
 * key (a retry: its status may have moved on) or open for the same withdrawal, for the 202
 * answer `{ approvalId, status }`.
 */
export async function openProposal(
  db: D1Database,
  where: { requestKey: string } | { withdrawalId: number },
): Promise<ProposalAccepted> {
  const row =
    "requestKey" in where
      ? await db
          .prepare("SELECT id, status FROM approvals WHERE request_key = ?")
          .bind(where.requestKey)
          .first<{ id: number; status: ApprovalStatus }>()
      : await db
          .prepare(
            "SELECT id, status FROM approvals WHERE kind = 'withdrawal_approval' AND target_id = ? AND status = 'proposed'",
          )
          .bind(where.withdrawalId)
          .first<{ id: number; status: ApprovalStatus }>();
  if (!row) throw decided();
  return { approvalId: row.id, status: row.status };
}

/** The id of the proposal the last INSERT of `proposalStatements` wrote (its batch result). */
export function proposedId(result: D1Result | undefined): number | null {
  return result && result.meta.changes === 1 ? result.meta.last_row_id : null;
}

/**
 * A statement that fails the open proposal of withdrawal `withdrawalId` (it was decided
 * another way), for the batch that decides it.
 */
export function failOpenWithdrawalProposal(db: D1Database, withdrawalId: number, failure: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE approvals SET status = 'failed', failure = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
        WHERE kind = 'withdrawal_approval' AND target_id = ? AND status = 'proposed'`,
    )
    .bind(failure, withdrawalId);
}

/** 409 `approval_decided`: the proposal is no longer open. */
export function decided(): ApiError {
  return new ApiError("approval_decided", "This proposal has already been decided.");
}
