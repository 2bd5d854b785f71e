/**
 * Proposals as the staff's approvals tab reads them (docs/product-rules.md#approvals): the
 * list by status, newest first, the open count for the navigation's badge, one proposal by
 * id, and the view of each with the details its kind shows.
 */
import type { ApprovalDetails, ApprovalList, ApprovalStatus, ApprovalView } from "@app/schema/contracts/approvals";
import { approvals } from "@app/schema/db/approvals";
import { eq } from "drizzle-orm";
import { ApiError } from "../../lib/api-error";
import { getDb, type SqlRow } from "../../lib/db";
import type { ApprovalPayload } from "./proposals";

export type ApprovalRow = SqlRow<typeof approvals>;

/** Proposals with `status` (default `proposed`), newest first (at most 200), and the open count. */
export async function listApprovals(db: D1Database, status: ApprovalStatus = "proposed"): Promise<ApprovalList> {
  const [rows, count] = await db.batch([
    db.prepare("SELECT * FROM approvals WHERE status = ? ORDER BY id DESC LIMIT 200").bind(status),
    db.prepare("SELECT COUNT(*) AS n FROM approvals WHERE status = 'proposed'"),
  ]);
  return {
    approvals: (rows!.results as ApprovalRow[]).map(toView),
    proposedCount: (count!.results[0] as { n: number }).n,
  };
}

/** Open proposals: the navigation's badge. */
export async function proposedCount(db: D1Database): Promise<number> {
  return getDb(db).$count(approvals, eq(approvals.status, "proposed"));
}

/** Proposal `id` as stored. Raises `not_found` (404). */
export async function getRow(db: D1Database, id: number): Promise<ApprovalRow> {
  const row = await db.prepare("SELECT * FROM approvals WHERE id = ?").bind(id).first<ApprovalRow>();
  if (!row) throw new ApiError("not_found", "Proposal not found.");
  return row;
}

/** A proposal as the staff see it. */
export function toView(r: ApprovalRow): ApprovalView {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    amountXaf: r.amount_xaf,
    summary: r.summary,
    details: detailsOf(JSON.parse(r.payload) as ApprovalPayload),
    reason: r.reason,
    newPayoutNumber: Number(r.new_payout_number) === 1,
    proposedBy: { id: r.proposed_by, username: r.proposed_by_username },
    proposedAt: r.proposed_at,
    decidedBy: r.decided_by === null ? null : { id: r.decided_by, username: r.decided_by_username ?? "" },
    decidedAt: r.decided_at,
    note: r.note,
    failure: r.failure,
  };
}

/** The figures of a proposal the panel words (its approvals tab and its audit entry), from what it stores. */
export function detailsOf(p: ApprovalPayload): ApprovalDetails {
  switch (p.kind) {
    case "reserve_funding":
      return { kind: p.kind, requestId: p.requestId };
    case "balance_adjustment":
      return { kind: p.kind, userId: p.userId, fullName: p.fullName, moves: p.moves };
    case "withdrawal_approval":
      return {
        kind: p.kind,
        withdrawalId: p.withdrawalId,
        userId: p.userId,
        fullName: p.fullName,
        accountNumber: p.accountNumber,
        registeredPhone: p.registeredPhone,
        paymentMethod: p.paymentMethod,
      };
    case "phone_change":
    case "number_verification":
    case "identity_verification":
      return p;
    case "suspense_refund": {
      const { amountXaf: _, ...details } = p;
      return details;
    }
  }
}
