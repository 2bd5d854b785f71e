/**
 * Two-person approval of large money moves (docs/product-rules.md#approvals,
 * docs/decisions/0028-two-person-approval.md). Balance adjustments, reserve fundings and
 * withdrawal approvals above the threshold (or to a new payout number) are proposals: a
 * row here, no money moved. A second admin's approval carries the action out in ONE batch
 * that also marks the proposal approved, guarded by the proposal still being `proposed`,
 * so concurrent approvals post once. A precondition that changed meanwhile (a balance, a
 * withdrawal decided) marks it `failed` and moves nothing.
 * Raises `not_found` (404), `role_forbidden`, `same_admin` (403), `approval_decided` (409),
 * and the action's own 409 (`balance_changed`, `user_deleted`, `already_decided`,
 * `user_suspended`).
 */
import {
  type ApprovalDetails,
  type ApprovalList,
  type ApprovalSettings,
  type ApprovalSettingsInput,
  type ApprovalStatus,
  type ApprovalView,
  DEFAULT_APPROVAL_THRESHOLD_XAF,
  type ProposalAccepted,
} from "@app/schema/contracts/approvals";
import { roleMayApprove } from "@app/schema/contracts/admins";
import type { approvals } from "@app/schema/db/approvals";
import type { Env } from "../../env";
import { ApiError } from "../../lib/api-error";
import { isBatchAborted, type SqlRow } from "../../lib/db";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { settingStatement } from "../settings/settings";

type ApprovalRow = SqlRow<typeof approvals>;

/** What a proposal stores to carry its action out later. */
export type ApprovalPayload =
  | { kind: "reserve_funding"; amountXaf: number; note: string; requestId: string }
  | {
      kind: "balance_adjustment";
      userId: number;
      fullName: string;
      reason: string;
      moves: { account: "principal" | "referral"; fromXaf: number; toXaf: number }[];
    }
  | {
      kind: "withdrawal_approval";
      withdrawalId: number;
      userId: number;
      fullName: string;
      accountNumber: string;
      registeredPhone: string;
      paymentMethod: string;
      adminNotes: string | null;
    };

/** The statements an action runs when an approval carries it out: put first in its batch. */
export type ApprovalClaim = D1PreparedStatement[];

const SETTING_THRESHOLD = "approvalThresholdXaf";
const SETTING_SELF = "selfApprovalAllowed";

/**
 * The approval threshold (whole XAF) as an SQL expression, for guards inside a batch: the
 * stored setting when it is a whole number, else the default, as `approvalSettings` reads it
 * (APR-2).
 */
export const APPROVAL_THRESHOLD_SQL = `COALESCE((SELECT CASE WHEN json_valid(value) THEN CASE json_type(value) WHEN 'integer' THEN CAST(value AS INTEGER) END END
     FROM settings WHERE key = '${SETTING_THRESHOLD}'), ${DEFAULT_APPROVAL_THRESHOLD_XAF})`;

/** Self-approval exists only where APP_ENV=development (a single admin running the app locally). */
export function selfApprovalAvailable(env: Pick<Env, "APP_ENV">): boolean {
  return env.APP_ENV === "development";
}

/** The threshold (whole XAF) and the self-approval switch, with their defaults. */
export async function approvalSettings(env: Pick<Env, "DB" | "APP_ENV">): Promise<ApprovalSettings> {
  const { results } = await env.DB.prepare("SELECT key, value FROM settings WHERE key IN (?, ?)")
    .bind(SETTING_THRESHOLD, SETTING_SELF)
    .all<{ key: string; value: string }>();
  const values = new Map(results.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  const threshold = values.get(SETTING_THRESHOLD);
  const available = selfApprovalAvailable(env);
  return {
    approvalThresholdXaf: typeof threshold === "number" ? threshold : DEFAULT_APPROVAL_THRESHOLD_XAF,
    selfApprovalAllowed: available && values.get(SETTING_SELF) === true,
    selfApprovalAvailable: available,
  };
}

/**
 * Saves the approval settings, audited (`settings.approvals`). Turning self-approval on is
 * refused (400, field `selfApprovalAllowed`) outside development (APR-5).
 */
export async function saveApprovalSettings(
  env: Pick<Env, "DB" | "APP_ENV">,
  admin: AdminRow,
  input: ApprovalSettingsInput,
): Promise<ApprovalSettings> {
  if (input.selfApprovalAllowed && !selfApprovalAvailable(env)) {
    throw new ApiError("invalid_input", "Self-approval can be turned on only in development.", [
      {
        field: "selfApprovalAllowed",
        code: "invalid_input",
        message: "Self-approval can be turned on only in development.",
      },
    ]);
  }
  await env.DB.batch([
    settingStatement(env.DB, SETTING_THRESHOLD, input.approvalThresholdXaf),
    settingStatement(env.DB, SETTING_SELF, input.selfApprovalAllowed),
    auditStatement(env.DB, admin, "settings.approvals", undefined, input),
  ]);
  return approvalSettings(env);
}

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
        JSON.stringify({ kind: p.payload.kind, amountXaf: p.amountXaf, summary: p.summary, reason: p.reason }),
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
  const row = await db.prepare("SELECT COUNT(*) AS n FROM approvals WHERE status = 'proposed'").first<{ n: number }>();
  return row?.n ?? 0;
}

async function getRow(db: D1Database, id: number): Promise<ApprovalRow> {
  const row = await db.prepare("SELECT * FROM approvals WHERE id = ?").bind(id).first<ApprovalRow>();
  if (!row) throw new ApiError("not_found", "Proposal not found.");
  return row;
}

function toView(r: ApprovalRow): ApprovalView {
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

function detailsOf(p: ApprovalPayload): ApprovalDetails {
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
  }
}

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

function decided(): ApiError {
  return new ApiError("approval_decided", "This proposal has already been decided.");
}
