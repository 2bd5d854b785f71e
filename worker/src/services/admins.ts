/**
 * Staff accounts (docs/product-rules.md#admin). The first admin comes from configuration
 * (ADMIN_USERNAME / ADMIN_PASSWORD: `.dev.vars` locally, a Worker secret when deployed),
 * created on the first sign-in attempt with that username; never from code.
 */
import type { UserAccountKind } from "@app/schema/db/ledger";
import type { Env } from "../env";
import { userAccountSql } from "../ledger/accounts";
import { ApiError } from "../lib/api-error";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import type { admins } from "@app/schema/db/users";
import type { SqlRow } from "../lib/db";

/** A staff account as `SELECT * FROM admins` returns it. */
export type AdminRow = SqlRow<typeof admins>;

/** Creates the configured admin if no admin of that name exists yet. */
export async function ensureConfiguredAdmin(env: Env): Promise<void> {
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!username || !password) return;
  const exists = await env.DB.prepare("SELECT 1 FROM admins WHERE username = ?").bind(username).first();
  if (exists) return;
  await env.DB.prepare("INSERT OR IGNORE INTO admins (username, password_hash) VALUES (?, ?)")
    .bind(username, await hashPassword(password))
    .run();
}

/** Checks username and password; raises `invalid_credentials`. */
export async function authenticateAdmin(env: Env, username: string, password: string): Promise<AdminRow> {
  if (username === env.ADMIN_USERNAME?.trim()) await ensureConfiguredAdmin(env);
  const admin = await env.DB.prepare("SELECT * FROM admins WHERE username = ?").bind(username).first<AdminRow>();
  const ok = await verifyPassword(password, admin?.password_hash ?? (await dummyPasswordHash()));
  if (!admin || !ok) throw new ApiError("invalid_credentials", "Invalid credentials");
  return admin;
}

/** The admin behind a session, or null when it was revoked or the epoch moved on. */
export async function findAdminForSession(
  db: D1Database,
  adminId: number,
  epoch: number,
  idHash: string,
): Promise<AdminRow | null> {
  return db
    .prepare(
      `SELECT * FROM admins WHERE id = ? AND session_epoch = ?
         AND NOT EXISTS (SELECT 1 FROM revoked_sessions WHERE id_hash = ?)`,
    )
    .bind(adminId, epoch, idHash)
    .first<AdminRow>();
}

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
