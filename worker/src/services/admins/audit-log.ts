/**
 * The admin audit log's statements (docs/product-rules.md#audit-log): one row per admin
 * action, batched with the change it records, and the before/after figures of a user edit.
 */
import type { UserAccountKind } from "@app/schema/db/ledger";
import { userAccountSql } from "../../ledger/accounts";
import type { AdminRow } from "./accounts";

/**
 * Appends to the admin audit log (docs/product-rules.md#audit-log). Returns the statement for
 * batching with the change it records; `onlyIf` (SQL + params) skips the entry when the
 * change will not happen, e.g. a request that another admin decided first.
 */
export function auditStatement(
  db: D1Database,
  admin: Pick<AdminRow, "id" | "username">,
  action: string,
  target?: { type: string; id: string | number },
  detail?: unknown,
  onlyIf?: { sql: string; params: unknown[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, detail)
       SELECT ?, ?, ?, ?, ?, ? WHERE ${onlyIf?.sql ?? "1"}`,
    )
    .bind(
      admin.id,
      admin.username,
      action,
      target?.type ?? null,
      target ? String(target.id) : null,
      detail === undefined ? null : JSON.stringify(detail),
      ...(onlyIf?.params ?? []),
    );
}

/** The fields of a user edit, as the audit log stores them before and after. */
export interface UserEditFields {
  fullName: string;
  phone: string;
  mobileMoneyService: string;
  isActive: boolean;
  /** Whole XAF; only when the edit sets the balance. */
  principalXaf?: number;
  referralXaf?: number;
}

/**
 * The audit row of a user edit, `{ before, after, reason }` (docs/product-rules.md#audit-log,
 * ADM-6): `before` is read by the INSERT itself from the live row and balances, so it is
 * the state the batch changed, not one read earlier. Put it before the UPDATE in the batch.
 */
export function userEditAuditStatement(
  db: D1Database,
  admin: Pick<AdminRow, "id" | "username">,
  userId: number,
  after: UserEditFields,
  reason: string | undefined,
): D1PreparedStatement {
  const balance = (kind: UserAccountKind) =>
    `(SELECT balance_xaf FROM ledger_accounts WHERE id = ${userAccountSql("u.id", kind)})`;
  const before = [
    "'fullName', u.full_name",
    "'phone', u.phone",
    "'mobileMoneyService', u.mobile_money_service",
    "'isActive', json(CASE u.is_active WHEN 1 THEN 'true' ELSE 'false' END)",
    ...(after.principalXaf === undefined ? [] : [`'principalXaf', ${balance("principal")}`]),
    ...(after.referralXaf === undefined ? [] : [`'referralXaf', ${balance("referral")}`]),
  ].join(", ");
  return db
    .prepare(
      `INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, detail)
       SELECT ?1, ?2, 'user.update', 'user', ?3,
              json_object('before', json_object(${before}), 'after', json(?4), 'reason', ?5)
         FROM users u WHERE u.id = ?3`,
    )
    .bind(admin.id, admin.username, String(userId), JSON.stringify(after), reason ?? null);
}
