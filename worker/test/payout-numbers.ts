/**
 * Test data for numbers proven by their holder (docs/product-rules.md#verified-numbers): a
 * number verified for a user's payouts as after a completed automatic deposit from it.
 */
import { env } from "cloudflare:test";

/**
 * `number` verified for user `userId`'s payouts and usable at once, as after a completed
 * automatic deposit from it (KYC-1); nothing when it is already verified for an account.
 */
export async function verifyNumberFor(userId: number, number: string, service = "MTN Mobile Money"): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO payout_numbers (user_id, number, service, source, usable_from)
     VALUES (?, ?, ?, 'deposit', strftime('%Y-%m-%dT%H:%M:%fZ','now')) ON CONFLICT DO NOTHING`,
  )
    .bind(userId, number, service)
    .run();
}

/**
 * User `userId`'s identity verified by two staff, as after the identity review: tier 2, the
 * highest limits (docs/product-rules.md#limits-by-tier). Tests about something other than
 * limits use it so their sums fit.
 */
export async function identityVerifiedFor(userId: number): Promise<void> {
  await env.DB.prepare("UPDATE users SET identity_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?")
    .bind(userId)
    .run();
}

/**
 * A user made directly in SQL with their four accounts, their phone verified for payouts and
 * their identity verified (tier 2; tests about money, not passwords, registration or
 * limits); answers the id.
 */
export async function sqlUser(u: { fullName: string; phone: string; referralCode: string }): Promise<number> {
  const db = env.DB;
  const { id } = (await db
    .prepare(
      "INSERT INTO users (full_name, phone, mobile_money_service, referral_code) VALUES (?, ?, 'MTN Mobile Money', ?) RETURNING id",
    )
    .bind(u.fullName, u.phone, u.referralCode)
    .first<{ id: number }>())!;
  await db.batch(
    ["principal", "referral", "invested", "withdrawal_hold"].map((k) =>
      db.prepare("INSERT INTO ledger_accounts (id, user_id, kind) VALUES (?, ?, ?)").bind(`u${id}:${k}`, id, k),
    ),
  );
  // Withdrawals go to this phone: verified for payouts (KYC-4).
  await verifyNumberFor(id, u.phone);
  await identityVerifiedFor(id);
  return id;
}
