/**
 * Investor accounts: registration, sign-in and the current-user view
 * (docs/product-rules.md#accounts; docs/product-rules.md#sign-in; docs/product-rules.md#passwords).
 */
import { unpostedReturnsSql } from "../../ledger/transfers/returns";
import type { AuthUser, RegisterInput } from "@app/schema/contracts/auth";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError, invalidField } from "../../lib/api-error";
import { openUserAccounts, userAccountSql } from "../../ledger/ledger";
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from "../auth/passwords";
import type { users } from "@app/schema/db/users";
import type { SqlRow } from "../../lib/db";

/**
 * A live user as `USER_SELECT` returns it: every column of `users` (a live user's name,
 * phone and referral code are never null; only erasure clears them) and the two balances
 * of the frame.
 */
export type UserRow = Omit<SqlRow<typeof users>, "full_name" | "phone" | "referral_code"> & {
  full_name: string;
  phone: string;
  referral_code: string;
  principal_xaf: number;
  referral_xaf: number;
};

/**
 * Selects a live (not erased) user with the two balances the frame shows; the principal
 * includes returns accrued and not yet posted (docs/product-rules.md#daily-returns, RET-8).
 */
export const USER_SELECT = `
  SELECT u.*,
         (SELECT balance_xaf FROM ledger_accounts WHERE id = ${userAccountSql("u.id", "principal")}) + ${unpostedReturnsSql("u.id")} AS principal_xaf,
         (SELECT balance_xaf FROM ledger_accounts WHERE id = ${userAccountSql("u.id", "referral")}) AS referral_xaf
    FROM users u`;

/** The API view of a user: balances as decimal strings, never a password or hash. */
export function toAuthUser(u: UserRow): AuthUser {
  return {
    id: u.id,
    fullName: u.full_name,
    phone: u.phone,
    mobileMoneyService: u.mobile_money_service,
    principalBalance: xafToDecimalString(u.principal_xaf ?? 0),
    referralBalance: xafToDecimalString(u.referral_xaf ?? 0),
    referralCode: u.referral_code,
    isActive: u.is_active === 1,
    mustChangePassword: u.must_change_password === 1,
    createdAt: u.created_at,
  };
}

/** 8 characters from an unambiguous alphabet: about 41 bits, unique by index. */
function newReferralCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => alphabet[b % alphabet.length]).join("");
}

/**
 * Creates an investor with their four ledger accounts in one batch.
 * Raises `common_password`, `unknown_referral_code` (400) and `phone_taken` (409).
 */
export async function registerUser(db: D1Database, input: RegisterInput): Promise<UserRow> {
  if (isCommonPassword(input.password)) {
    throw new ApiError("common_password", "This password is too common. Please choose another.", [
      { field: "password", code: "common_password", message: "This password is too common. Please choose another." },
    ]);
  }
  let referrerId: number | null = null;
  const code = input.referralCode?.toUpperCase();
  if (code) {
    const referrer = await db
      .prepare("SELECT id FROM users WHERE referral_code = ? AND deleted_at IS NULL")
      .bind(code)
      .first<{ id: number }>();
    if (!referrer) {
      throw new ApiError("unknown_referral_code", "This referral code does not exist.", [
        { field: "referralCode", code: "unknown_referral_code", message: "This referral code does not exist." },
      ]);
    }
    referrerId = referrer.id;
  }
  const existing = await db.prepare("SELECT 1 FROM users WHERE phone = ?").bind(input.phone).first();
  if (existing) throw phoneTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO users (full_name, phone, mobile_money_service, password_hash, referral_code, referred_by_user_id)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .bind(input.fullName, input.phone, input.mobileMoneyService, passwordHash, newReferralCode(), referrerId),
      ...openUserAccounts(db, { sql: "SELECT id FROM users WHERE phone = ?", params: [input.phone] }),
    ]);
  } catch (err) {
    // Two registrations of one phone at once: the unique index decides.
    if (err instanceof Error && /UNIQUE constraint failed: users\.phone/.test(err.message)) throw phoneTaken();
    throw err;
  }
  return (await findUserByPhone(db, input.phone))!;
}

function phoneTaken(): ApiError {
  return new ApiError("phone_taken", "An account with this phone number already exists.", [
    { field: "phone", code: "phone_taken", message: "An account with this phone number already exists." },
  ]);
}

export async function findUserByPhone(db: D1Database, phone: string): Promise<UserRow | null> {
  return db.prepare(`${USER_SELECT} WHERE u.phone = ? AND u.deleted_at IS NULL`).bind(phone).first<UserRow>();
}

/**
 * The user behind a session, or no row when the session is no longer valid: the user is
 * erased, the epoch moved on (suspension, password change), or the id was revoked.
 * One strongly consistent D1 read by primary keys (docs/product-rules.md#sessions); a
 * statement, so a read-only route can put it in its own batch (middleware/auth.ts).
 */
export function userForSessionStatement(db: D1Database, userId: number, idHash: string): D1PreparedStatement {
  return db.prepare(USER_FOR_SESSION_SQL).bind(userId, idHash);
}

/**
 * The session check's SQL (?1 user id, ?2 the id's hash), for query-plan tests: the user
 * if not erased and the session not revoked. The epoch is compared by `sessionUser`, so
 * the read can start before the KV record (and its epoch) has arrived.
 */
export const USER_FOR_SESSION_SQL = `${USER_SELECT} WHERE u.id = ?1 AND u.deleted_at IS NULL
   AND NOT EXISTS (SELECT 1 FROM revoked_sessions WHERE id_hash = ?2)`;

/**
 * The verdict of the D1 check: `row` when its session epoch is still the record's
 * (suspension, password change and reset move the epoch on), else null.
 */
export function sessionUser(row: UserRow | null | undefined, epoch: number): UserRow | null {
  return row && row.session_epoch === epoch ? row : null;
}

/** `userForSessionStatement`, read alone, with the epoch check: the user, or null. */
export async function findUserForSession(db: D1Database, userId: number, epoch: number, idHash: string): Promise<UserRow | null> {
  return sessionUser(await userForSessionStatement(db, userId, idHash).first<UserRow>(), epoch);
}

/**
 * Checks phone and password; raises `invalid_credentials` without saying which was wrong.
 * A temporary password is accepted once, within 24 hours of its reset
 * (docs/product-rules.md#temporary-passwords, AUTH-14).
 */
export async function authenticateUser(db: D1Database, phone: string, password: string): Promise<UserRow> {
  const user = await findUserByPhone(db, phone);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw new ApiError("invalid_credentials", "Invalid phone number or password.");
  if (user.must_change_password === 1) {
    // A temporary password opens one sign-in, within its 24 hours (AUTH-14): used up here.
    const used = await db
      .prepare(
        `UPDATE users SET temp_password_expires_at = NULL
          WHERE id = ? AND must_change_password = 1 AND temp_password_expires_at > strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
      )
      .bind(user.id)
      .run();
    if (used.meta.changes !== 1) throw new ApiError("invalid_credentials", "Invalid phone number or password.");
  }
  return user;
}

/**
 * Changes the user's own password and bumps the session epoch (other sessions end).
 * Raises `common_password` (checked first, before any hashing), `invalid_credentials` for a wrong
 * current password, and 503 `server_busy` (lib/hash-gate.ts).
 */
export async function changePassword(
  db: D1Database,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
): Promise<number> {
  // The cheap check first: a common new password is refused before any hashing.
  if (isCommonPassword(newPassword))
    throw invalidField("newPassword", "This password is too common. Please choose another.", "common_password");
  if (!(await verifyPassword(currentPassword, user.password_hash))) {
    throw new ApiError("invalid_credentials", "The current password is wrong.", [
      { field: "currentPassword", code: "invalid_credentials", message: "The current password is wrong." },
    ]);
  }
  const hash = await hashPassword(newPassword);
  const row = await db
    .prepare(
      `UPDATE users SET password_hash = ?, must_change_password = 0, temp_password_expires_at = NULL,
              session_epoch = session_epoch + 1
        WHERE id = ? RETURNING session_epoch`,
    )
    .bind(hash, user.id)
    .first<{ session_epoch: number }>();
  return row!.session_epoch;
}
