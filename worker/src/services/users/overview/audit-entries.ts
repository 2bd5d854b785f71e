/**
 * The audit part of the operator's user page (docs/product-rules.md#operator-views, OPS-2;
 * #audit-log): every staff action about the user, their deposit verifications and their
 * withdrawals, newest first. Each arm reads the (target_type, target_id, id) index; ids are
 * stored as text.
 */
import type { OverviewAuditEntry } from "@app/schema/contracts/admin-overview";

export function auditEntriesStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT id, admin_username, action, target_type, target_id, detail, created_at FROM audit_log
        WHERE target_type = 'user' AND target_id = CAST(CAST(?1 AS INTEGER) AS TEXT)
       UNION ALL
       SELECT l.id, l.admin_username, l.action, l.target_type, l.target_id, l.detail, l.created_at
         FROM deposit_verifications d JOIN audit_log l
           ON l.target_type = 'deposit_verification' AND l.target_id = CAST(d.id AS TEXT)
        WHERE d.user_id = ?1
       UNION ALL
       SELECT l.id, l.admin_username, l.action, l.target_type, l.target_id, l.detail, l.created_at
         FROM withdrawal_requests w JOIN audit_log l
           ON l.target_type IN ('withdrawal', 'withdrawal_request') AND l.target_id = CAST(w.id AS TEXT)
        WHERE w.user_id = ?1
       ORDER BY id DESC`,
    )
    .bind(userId);
}

export function toAuditEntry(a: Record<string, unknown>): OverviewAuditEntry {
  return {
    id: a.id as number,
    adminUsername: a.admin_username as string,
    action: a.action as string,
    targetType: a.target_type as string | null,
    targetId: a.target_id as string | null,
    detail: a.detail as string | null,
    createdAt: a.created_at as string,
  };
}
