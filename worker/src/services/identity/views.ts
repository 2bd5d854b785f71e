/**
 * Identity checks as their readers see them (docs/product-rules.md#identity, IDV-3, IDV-6):
 * the investor's own latest check (never the images) and the staff's paged list and review.
 * Raises `not_found` (404).
 */
import type {
  AdminIdentityCheckView,
  AdminIdentityList,
  AdminIdentityListQuery,
  IdentityCheckView,
  IdentityStatus,
} from "@app/schema/contracts/identity";
import type { identityChecks } from "@app/schema/db/identity-checks";
import { ApiError } from "../../lib/api-error";
import type { SqlRow } from "../../lib/db";
import { ageOfMajority } from "./age-of-majority";

export type IdentityCheckRow = SqlRow<typeof identityChecks>;
type AdminRowJoined = IdentityCheckRow & {
  registered_name: string | null;
  phone: string | null;
  open_approval_id: number | null;
};

/** A page of the staff's list. */
export const IDENTITY_PAGE_SIZE = 50;

/** A check as its investor reads it. */
export function toCheckView(r: IdentityCheckRow): IdentityCheckView {
  return {
    id: r.id,
    status: r.status,
    // Empty once reduced (DATA-7), as an erased investor's registered name is.
    fullLegalName: r.full_legal_name ?? "",
    dateOfBirth: r.date_of_birth ?? "",
    documentType: r.document_type,
    documentNumber: r.document_number ?? "",
    submittedAt: r.submitted_at,
    decidedAt: r.decided_at,
    reason: r.status === "rejected" ? r.reason : null,
  };
}

/** GET /api/user/identity: the investor's latest check, when tier 2 was reached, and the age required. */
export async function identityStatusOf(
  db: D1Database,
  user: { id: number; identity_verified_at: string | null },
): Promise<IdentityStatus> {
  const [row, age] = await Promise.all([
    db
      .prepare("SELECT * FROM identity_checks WHERE user_id = ? ORDER BY id DESC LIMIT 1")
      .bind(user.id)
      .first<IdentityCheckRow>(),
    ageOfMajority(db),
  ]);
  return { check: row ? toCheckView(row) : null, identityVerifiedAt: user.identity_verified_at, ageOfMajority: age };
}

const ADMIN_SELECT = `SELECT c.*, u.full_name AS registered_name, u.phone AS phone,
  (SELECT a.id FROM approvals a WHERE a.kind = 'identity_verification' AND a.target_id = c.id AND a.status = 'proposed') AS open_approval_id
  FROM identity_checks c JOIN users u ON u.id = c.user_id`;

function toAdminView(r: AdminRowJoined): AdminIdentityCheckView {
  return {
    ...toCheckView(r),
    reason: r.reason,
    userId: r.user_id,
    registeredName: r.registered_name ?? "",
    phone: r.phone ?? "",
    document: { contentType: r.document_content_type, sizeBytes: r.document_size_bytes, sha256: r.document_sha256 },
    selfie: { contentType: r.selfie_content_type, sizeBytes: r.selfie_size_bytes, sha256: r.selfie_sha256 },
    decidedBy: r.decided_by_username,
    openApprovalId: r.open_approval_id,
  };
}

/** The staff's list, newest first, a page of 50 after `cursor` (a check id), filtered by status (IDV-6). */
export async function listIdentityChecks(db: D1Database, q: AdminIdentityListQuery): Promise<AdminIdentityList> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status) {
    where.push("c.status = ?");
    params.push(q.status);
  }
  if (q.cursor) {
    where.push("c.id < ?");
    params.push(Number(q.cursor));
  }
  const sql = `${ADMIN_SELECT} ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY c.id DESC LIMIT ${IDENTITY_PAGE_SIZE + 1}`;
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<AdminRowJoined>();
  const page = results.slice(0, IDENTITY_PAGE_SIZE);
  return {
    checks: page.map(toAdminView),
    nextCursor: results.length > IDENTITY_PAGE_SIZE ? String(page[page.length - 1]!.id) : null,
  };
}

/** Check `id` as staff review it. Raises `not_found`. */
export async function getIdentityCheck(db: D1Database, id: number): Promise<AdminIdentityCheckView> {
  return toAdminView(await adminRow(db, id));
}

async function adminRow(db: D1Database, id: number): Promise<AdminRowJoined> {
  const row = await db.prepare(`${ADMIN_SELECT} WHERE c.id = ?`).bind(id).first<AdminRowJoined>();
  if (!row) throw new ApiError("not_found", "Identity check not found.");
  return row;
}

/** Check `id` as stored. Raises `not_found`. */
export async function identityCheckRow(db: D1Database, id: number): Promise<IdentityCheckRow> {
  const row = await db.prepare("SELECT * FROM identity_checks WHERE id = ?").bind(id).first<IdentityCheckRow>();
  if (!row) throw new ApiError("not_found", "Identity check not found.");
  return row;
}
