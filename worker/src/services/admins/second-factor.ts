/**
 * The admin's second factor: TOTP enrolment and its confirmation, and the code or recovery
 * code that completes a sign-in (docs/product-rules.md#admin-sessions;
 * docs/decisions/0026-admin-roles-and-totp.md, 0029-totp-secrets-encrypted.md). Secrets are
 * sealed under a Worker secret; recovery codes are stored hashed.
 */
import type { TotpEnrolment } from "@app/schema/contracts/admins";
import { ApiError, invalidField } from "../../lib/api-error";
import { generateRecoveryCodes, matchRecoveryCode } from "../../lib/recovery-codes";
import { isSealed, open, seal } from "../../lib/secret-box";
import { generateTotpSecret, totpUri, verifyTotp } from "../../lib/totp";
import type { AdminRow } from "./accounts";
import { auditStatement } from "./audit-log";

/**
 * POST /api/admin/me/totp: a new secret for the admin's authenticator (replacing one not yet
 * confirmed). Raises `totp_already_enrolled` (409) once a second factor is confirmed.
 */
export async function beginTotpEnrolment(db: D1Database, admin: AdminRow, key: string | undefined): Promise<TotpEnrolment> {
  const secret = generateTotpSecret();
  // Stored sealed under the Worker secret (docs/decisions/0029-totp-secrets-encrypted.md).
  const set = await db
    .prepare("UPDATE admins SET totp_secret = ? WHERE id = ? AND totp_confirmed_at IS NULL")
    .bind(await seal(key, totpContext(admin.id), secret), admin.id)
    .run();
  if (set.meta.changes !== 1) throw new ApiError("totp_already_enrolled", "A second factor is already set up.");
  return { secret, otpauthUrl: totpUri(secret, admin.username) };
}

/** The additional data a TOTP secret is sealed with: it opens only in its own admin's row. */
function totpContext(adminId: number): string {
  return `admin:${adminId}:totp`;
}

function invalidCode(field: "code" | "recoveryCode"): ApiError {
  const message =
    field === "code" ? "This code is not right or was already used." : "This recovery code is not right or was already used.";
  return new ApiError("invalid_totp", message, [{ field, code: "invalid_value", message }]);
}

/**
 * POST /api/admin/me/totp/confirm: the first code from the authenticator confirms the secret
 * and spends its step; returns ten recovery codes (stored hashed, shown once). Raises
 * `invalid_totp` (401, counted like a wrong password by the caller) and `totp_already_enrolled`.
 */
export async function confirmTotpEnrolment(
  db: D1Database,
  admin: AdminRow,
  code: string,
  key: string | undefined,
  now = Date.now(),
): Promise<string[]> {
  const current = await db
    .prepare("SELECT totp_secret, totp_confirmed_at FROM admins WHERE id = ?")
    .bind(admin.id)
    .first<Pick<AdminRow, "totp_secret" | "totp_confirmed_at">>();
  if (current?.totp_confirmed_at) throw new ApiError("totp_already_enrolled", "A second factor is already set up.");
  if (!current?.totp_secret) throw invalidField("code", "Start the set-up first.");
  const secret = await open(key, totpContext(admin.id), current.totp_secret);
  const step = secret ? verifyTotp(secret, code, { now }) : null;
  if (step === null) throw invalidCode("code");
  const { codes, hashes } = await generateRecoveryCodes();
  const confirm = db
    .prepare(
      `UPDATE admins SET totp_confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), totp_last_step = ?,
              updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
        WHERE id = ? AND totp_secret = ? AND totp_confirmed_at IS NULL`,
    )
    .bind(step, admin.id, current.totp_secret);
  // The codes are written only when this batch's UPDATE confirmed (a concurrent confirm writes none).
  const [confirmed] = await db.batch([
    confirm,
    // Each insert runs only if the statement before it changed a row: the chain starts at the UPDATE.
    ...hashes.map((hash) =>
      db.prepare("INSERT INTO admin_recovery_codes (admin_id, code_hash) SELECT ?, ? WHERE changes() = 1").bind(admin.id, hash),
    ),
    auditStatement(db, admin, "admin.totp_enrol", { type: "admin", id: admin.id }, undefined, {
      sql: "changes() = 1",
      params: [],
    }),
  ]);
  if (confirmed!.meta.changes !== 1) throw new ApiError("totp_already_enrolled", "A second factor is already set up.");
  return codes;
}

/**
 * The second step of sign-in: a code from the authenticator (its step must be later than the
 * last one used, claimed in the UPDATE so two sign-ins cannot share a code), or one unused
 * recovery code (marked used in the UPDATE that checks it). Raises `invalid_totp` (401).
 * Returns how the admin proved it, for the audit log.
 */
export async function verifySecondFactor(
  db: D1Database,
  admin: AdminRow,
  input: { code?: string; recoveryCode?: string },
  key: string | undefined,
  now = Date.now(),
): Promise<"code" | "recovery_code"> {
  if (input.code !== undefined) {
    const context = totpContext(admin.id);
    const secret = admin.totp_secret ? await open(key, context, admin.totp_secret) : null;
    const step = secret ? verifyTotp(secret, input.code, { now, lastUsedStep: admin.totp_last_step }) : null;
    if (step === null) throw invalidCode("code");
    // A secret stored before sealing is sealed now, in the UPDATE that spends the code.
    const stored = secret && !isSealed(admin.totp_secret!) ? await seal(key, context, secret) : admin.totp_secret;
    const claimed = await db
      .prepare(
        "UPDATE admins SET totp_last_step = ?1, totp_secret = ?3 WHERE id = ?2 AND (totp_last_step IS NULL OR totp_last_step < ?1)",
      )
      .bind(step, admin.id, stored)
      .run();
    if (claimed.meta.changes !== 1) throw invalidCode("code");
    return "code";
  }
  const { results } = await db
    .prepare("SELECT id, code_hash FROM admin_recovery_codes WHERE admin_id = ? AND used_at IS NULL ORDER BY id")
    .bind(admin.id)
    .all<{ id: number; code_hash: string }>();
  const index = await matchRecoveryCode(
    input.recoveryCode ?? "",
    results.map((r) => r.code_hash),
  );
  if (index < 0) throw invalidCode("recoveryCode");
  const used = await db
    .prepare("UPDATE admin_recovery_codes SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND used_at IS NULL")
    .bind(results[index]!.id)
    .run();
  if (used.meta.changes !== 1) throw invalidCode("recoveryCode");
  return "recovery_code";
}
