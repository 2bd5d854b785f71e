/**
 * Staff accounts, roles and admin sessions (the second factor: services/admins/second-factor.ts) (docs/product-rules.md#admin,
 * #admin-roles, #admin-sessions; docs/decisions/0026-admin-roles-and-totp.md). The first
 * admin comes from configuration (ADMIN_USERNAME / ADMIN_PASSWORD: `.dev.vars` locally, a
 * Worker secret when deployed), created as an `owner` on the first sign-in attempt with that
 * username; never from code. Owners create the others.
 */
import type { AdminAccountView, AdminMe, AdminRole, CreateAdminInput, UpdateAdminInput } from "@app/schema/contracts/admins";
import type { Env } from "../../env";
import { ApiError, invalidField } from "../../lib/api-error";
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from "../auth/passwords";
import type { admins } from "@app/schema/db/users";
import type { SqlRow } from "../../lib/db";
import { auditStatement } from "./audit-log";

/** A staff account as `SELECT * FROM admins` returns it. */
export type AdminRow = SqlRow<typeof admins>;

/** What an admin session may do: 'totp' awaits the code, 'enrol' only enrols, 'full' is signed in. */
export type AdminSessionStage = "totp" | "enrol" | "full";

/** Admin sessions end after 30 idle minutes and 12 hours at most (docs/product-rules.md#admin-sessions). */
export const ADMIN_IDLE_MS = 30 * 60_000;
export const ADMIN_MAX_MS = 12 * 3600_000;
/** Between the password and the code: 5 minutes. */
export const ADMIN_TOTP_STAGE_MS = 5 * 60_000;

/** Creates the configured admin, as an owner, if no admin of that name exists yet. */
export async function ensureConfiguredAdmin(env: Env): Promise<void> {
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!username || !password) return;
  const exists = await env.DB.prepare("SELECT 1 FROM admins WHERE username = ?").bind(username).first();
  if (exists) return;
  await env.DB.prepare("INSERT OR IGNORE INTO admins (username, password_hash, role) VALUES (?, ?, 'owner')")
    .bind(username, await hashPassword(password))
    .run();
}

/**
 * Checks username and password; raises `invalid_credentials` (401) for an unknown username,
 * a wrong password, or a disabled account whatever its password: the answer and the hashing
 * work are the same in all three, so a disabled account's password cannot be confirmed by
 * guessing (docs/product-rules.md#admin, ADM-7; OWASP Authentication Cheat Sheet). The
 * username matches regardless of case, as `createAdmin` keeps usernames unique regardless of
 * case.
 */
export async function authenticateAdmin(env: Env, username: string, password: string): Promise<AdminRow> {
  if (username.toLowerCase() === env.ADMIN_USERNAME?.trim().toLowerCase()) await ensureConfiguredAdmin(env);
  const admin = await env.DB.prepare("SELECT * FROM admins WHERE username = ? COLLATE NOCASE").bind(username).first<AdminRow>();
  const ok = await verifyPassword(password, admin?.password_hash ?? (await dummyPasswordHash()));
  if (!admin || !ok || admin.disabled_at !== null) throw new ApiError("invalid_credentials", "Invalid credentials");
  return admin;
}

/**
 * The configured admin may sign in without a second factor only in development
 * (`APP_ENV=development`, `.dev.vars`); the panel shows a banner while it does.
 */
export function skipsSecondFactor(env: Env, admin: Pick<AdminRow, "username">): boolean {
  return env.APP_ENV === "development" && admin.username === env.ADMIN_USERNAME?.trim();
}

/** The stage a session starts in after a right password (docs/product-rules.md#admin-sessions). */
export function stageAfterPassword(env: Env, admin: AdminRow): AdminSessionStage {
  if (admin.totp_confirmed_at !== null) return "totp";
  return skipsSecondFactor(env, admin) ? "full" : "enrol";
}

/** The admin as the panel sees itself. */
export function toAdminMe(env: Env, admin: AdminRow, stage: AdminSessionStage): AdminMe {
  const totpEnrolled = admin.totp_confirmed_at !== null;
  return {
    id: admin.id,
    username: admin.username,
    role: admin.role,
    totpEnrolled,
    enrolmentRequired: stage === "enrol",
    developmentSkip: !totpEnrolled && skipsSecondFactor(env, admin),
  };
}

/** Records a new admin session (the id's hash, from lib/sessions.ts) in D1, where it is checked. */
export async function recordAdminSession(
  db: D1Database,
  adminId: number,
  idHash: string,
  stage: AdminSessionStage,
  now = Date.now(),
): Promise<void> {
  await db
    .prepare("INSERT INTO admin_sessions (id_hash, admin_id, stage, created_ms, last_seen_ms) VALUES (?, ?, ?, ?, ?)")
    .bind(idHash, adminId, stage, now, now)
    .run();
}

/**
 * The admin behind a session and its stage, or null when it was revoked, the epoch moved on
 * (sign out everywhere, disabling), the admin is disabled, or it passed 30 idle minutes or
 * 12 hours (a 'totp' stage: 5 minutes). A live session's last activity is set to `now` in
 * the same statement that checks it.
 */
export async function findAdminForSession(
  db: D1Database,
  adminId: number,
  epoch: number,
  idHash: string,
  now = Date.now(),
): Promise<{ admin: AdminRow; stage: AdminSessionStage } | null> {
  const touched = await db
    .prepare(
      `UPDATE admin_sessions SET last_seen_ms = ?1
        WHERE id_hash = ?2 AND admin_id = ?3
          AND last_seen_ms > ?1 - ${ADMIN_IDLE_MS} AND created_ms > ?1 - ${ADMIN_MAX_MS}
          AND (stage <> 'totp' OR created_ms > ?1 - ${ADMIN_TOTP_STAGE_MS})
          AND NOT EXISTS (SELECT 1 FROM revoked_sessions WHERE id_hash = ?2)
          AND EXISTS (SELECT 1 FROM admins WHERE id = ?3 AND session_epoch = ?4 AND disabled_at IS NULL)
        RETURNING stage`,
    )
    .bind(now, idHash, adminId, epoch)
    .first<{ stage: AdminSessionStage }>();
  if (!touched) return null;
  const admin = await db.prepare("SELECT * FROM admins WHERE id = ?").bind(adminId).first<AdminRow>();
  return admin && { admin, stage: touched.stage };
}

/** Ends every session of the admin at once ('Sign out everywhere', disabling): bumps the epoch. */
export function revokeAdminSessionsStatement(db: D1Database, adminId: number): D1PreparedStatement {
  return db.prepare("UPDATE admins SET session_epoch = session_epoch + 1 WHERE id = ?").bind(adminId);
}

const ACCOUNT_COLUMNS = "id, username, role, disabled_at, totp_confirmed_at, created_at, updated_at";
type AccountRow = Pick<AdminRow, "id" | "username" | "role" | "disabled_at" | "totp_confirmed_at" | "created_at" | "updated_at">;
function toAccountView(row: AccountRow): AdminAccountView {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    disabled: row.disabled_at !== null,
    totpEnrolled: row.totp_confirmed_at !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** GET /api/admin/admins: every admin, oldest first. */
export async function listAdmins(db: D1Database): Promise<{ admins: AdminAccountView[] }> {
  const { results } = await db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM admins ORDER BY id`).all<AccountRow>();
  return { admins: results.map(toAccountView) };
}

/**
 * POST /api/admin/admins: a new admin with a role and a password (hashed as users' are),
 * without a second factor until they enrol one. Raises `common_password` (400) and
 * `username_taken` (409).
 */
export async function createAdmin(db: D1Database, actor: AdminRow, input: CreateAdminInput): Promise<AdminAccountView> {
  if (isCommonPassword(input.password)) {
    throw invalidField("password", "This password is too common. Please choose another.", "common_password");
  }
  const hash = await hashPassword(input.password);
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO admins (username, password_hash, role, updated_at)
         SELECT ?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE NOT EXISTS (SELECT 1 FROM admins WHERE username = ?1 COLLATE NOCASE)
         RETURNING ${ACCOUNT_COLUMNS}`,
      )
      .bind(input.username, hash, input.role),
    auditStatement(
      db,
      actor,
      "admin.create",
      { type: "admin", id: input.username },
      { username: input.username, role: input.role },
      { sql: "changes() = 1", params: [] },
    ),
  ]);
  const row = (inserted!.results as AccountRow[])[0];
  if (!row) {
    throw new ApiError("username_taken", "An admin with this username already exists.", [
      { field: "username", code: "invalid_value", message: "An admin with this username already exists." },
    ]);
  }
  return toAccountView(row);
}

/**
 * PATCH /api/admin/admins/{id}: changes the role and/or disables (which also ends every
 * session of that admin at once) or enables. The last enabled owner can be neither demoted
 * nor disabled: the guard is in the UPDATE, so two owners demoting each other at once cannot
 * leave none. Raises `not_found` and `last_owner` (409).
 */
export async function updateAdmin(
  db: D1Database,
  actor: AdminRow,
  id: number,
  input: UpdateAdminInput,
): Promise<AdminAccountView> {
  const role: AdminRole | null = input.role ?? null;
  const disable = input.disabled === undefined ? null : input.disabled ? 1 : 0;
  // True when after this change the admin is no longer an enabled owner.
  const stopsBeingOwner = `(role = 'owner' AND disabled_at IS NULL AND (COALESCE(?2, role) <> 'owner' OR ?3 = 1))`;
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE admins
            SET role = COALESCE(?2, role),
                disabled_at = CASE ?3 WHEN 1 THEN COALESCE(disabled_at, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
                                      WHEN 0 THEN NULL ELSE disabled_at END,
                session_epoch = session_epoch + CASE ?3 WHEN 1 THEN 1 ELSE 0 END,
                updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE id = ?1
            AND NOT (${stopsBeingOwner}
                     AND (SELECT COUNT(*) FROM admins WHERE role = 'owner' AND disabled_at IS NULL) <= 1)
         RETURNING ${ACCOUNT_COLUMNS}`,
      )
      .bind(id, role, disable),
    auditStatement(db, actor, "admin.update", { type: "admin", id }, input, { sql: "changes() = 1", params: [] }),
  ]);
  const row = (updated!.results as AccountRow[])[0];
  if (row) return toAccountView(row);
  const exists = await db.prepare("SELECT 1 FROM admins WHERE id = ?").bind(id).first();
  if (!exists) throw new ApiError("not_found", "No such admin.");
  throw new ApiError("last_owner", "This is the last owner: make another admin an owner first.");
}

/**
 * An owner's reset of another admin's second factor (docs/product-rules.md#admin-roles,
 * ADM-16): the secret, the last step and the recovery codes are removed and every session
 * of that admin ends (the epoch moves on), so their next sign-in is limited to enrolling a
 * new authenticator. Audited `admin.totp_reset`. Raises `not_found` (404).
 */
export async function resetAdminTotp(db: D1Database, actor: AdminRow, id: number): Promise<AdminAccountView> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE admins SET totp_secret = NULL, totp_confirmed_at = NULL, totp_last_step = NULL,
                session_epoch = session_epoch + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE id = ?1
         RETURNING ${ACCOUNT_COLUMNS}`,
      )
      .bind(id),
    db.prepare("DELETE FROM admin_recovery_codes WHERE admin_id = ?").bind(id),
    auditStatement(db, actor, "admin.totp_reset", { type: "admin", id }, undefined, {
      sql: "EXISTS (SELECT 1 FROM admins WHERE id = ?)",
      params: [id],
    }),
  ]);
  const row = (updated!.results as AccountRow[])[0];
  if (!row) throw new ApiError("not_found", "No such admin.");
  return toAccountView(row);
}
