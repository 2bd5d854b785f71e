/**
 * Numbers proven by their holder (docs/product-rules.md#verified-numbers, KYC-1..KYC-4):
 * the statement that verifies a number when an automatic deposit from it completes, the SQL
 * guard a withdrawal's INSERT carries (payouts only to a verified, usable number of the
 * account), the investor's view, and the release of an erased account's numbers.
 */
import type { MobileMoneyService } from "@app/schema/contracts/auth";
import type { PayoutNumberView, VerificationView } from "@app/schema/contracts/verification";
import { doualaDayStartUtc } from "../../lib/douala-date";
import { toLimitAmounts } from "../limits/refusal";
import { AGE_OF_MAJORITY_SQL, parseAge } from "../limits/settings";
import { type StandingRow, standingSql, windowsAt } from "../limits/standing";

/** A condition and its parameters, for a statement inside a batch. */
type Guard = { sql: string; params: unknown[] };

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** The service a provider payment's operator stands for. */
export function serviceOf(operator: "MTN" | "Orange"): MobileMoneyService {
  return operator === "MTN" ? "MTN Mobile Money" : "Orange Money";
}

/**
 * Verifies `number` for `userId` by completed deposit `paymentId` (KYC-1), when `guard`
 * holds (the batch marked it succeeded, the account is live). Nothing when the number is
 * already verified for this account, or for another live account (KYC-2: one account per
 * number; the deposit is credited all the same).
 */
export function verifiedByDepositStatement(
  db: D1Database,
  p: { userId: number; number: string; operator: "MTN" | "Orange"; paymentId: string },
  guard: Guard,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payout_numbers (user_id, number, service, source, payment_id, usable_from)
       SELECT ?, ?, ?, 'deposit', ?, ${NOW}
        WHERE ${guard.sql} ON CONFLICT DO NOTHING`,
    )
    .bind(p.userId, p.number, serviceOf(p.operator), p.paymentId, ...guard.params);
}

/**
 * The SQL condition (for a withdrawal's INSERT) that `number` by `service` is verified for
 * `userId` and usable now (KYC-3, KYC-4).
 */
export function usablePayoutNumber(userId: number, number: string, service: string): Guard {
  return {
    sql: `EXISTS (SELECT 1 FROM payout_numbers WHERE user_id = ? AND number = ? AND service = ?
                    AND released_at IS NULL AND usable_from <= ${NOW})`,
    params: [userId, number, service],
  };
}

/** Releases the numbers of erased user `userId` (DEL-1), in the erasure's batch, only when it erased. */
export function releaseNumbersStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payout_numbers SET released_at = ${NOW}
        WHERE user_id = ? AND released_at IS NULL AND EXISTS (SELECT 1 FROM users WHERE id = ? AND deleted_at IS NOT NULL)`,
    )
    .bind(userId, userId);
}

export interface NumberRow {
  number: string;
  service: MobileMoneyService;
  verified_at: string;
  usable_from: string;
  source: "deposit" | "staff";
}

/** The live verified numbers of user ?1, newest first (at most 20): read with `toPayoutNumber`. */
export const PAYOUT_NUMBERS_SQL = `SELECT number, service, verified_at, usable_from, source FROM payout_numbers
  WHERE user_id = ?1 AND released_at IS NULL ORDER BY id DESC LIMIT 20`;

/** `PAYOUT_NUMBERS_SQL` for user `userId`. */
export function payoutNumbersStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db.prepare(PAYOUT_NUMBERS_SQL).bind(userId);
}

/** A row of `payoutNumbersStatement` as the API shows it. */
export function toPayoutNumber(r: NumberRow): PayoutNumberView {
  return { number: r.number, service: r.service, verifiedAt: r.verified_at, usableFrom: r.usable_from, source: r.source };
}

/**
 * The investor's verification status (KYC-1, KYC-8): verified numbers (at most 20, newest
 * first), tier, limits and usage, and the age of majority, in one batch.
 */
export async function verificationOf(
  db: D1Database,
  user: { id: number; phone: string | null },
  now: Date = new Date(),
): Promise<VerificationView> {
  const [numbers, standing, age] = await db.batch<unknown>(verificationStatements(db, user.id, now));
  return toVerification(user, [numbers, standing, age]);
}

/** The reads of the verification view of user `userId`, for a batch (the dashboard's too), in `toVerification`'s order. */
export function verificationQueries(userId: number, now: Date = new Date()): { name: string; sql: string; params: unknown[] }[] {
  return [
    { name: "payoutNumbers", sql: PAYOUT_NUMBERS_SQL, params: [userId] },
    { name: "standing", sql: standingSql("CAST(?1 AS INTEGER)", windowsAt(now, doualaDayStartUtc(now))), params: [userId] },
    { name: "ageOfMajority", sql: AGE_OF_MAJORITY_SQL, params: [] },
  ];
}

/** `verificationQueries` as prepared statements. */
export function verificationStatements(db: D1Database, userId: number, now: Date = new Date()): D1PreparedStatement[] {
  return verificationQueries(userId, now).map((q) => db.prepare(q.sql).bind(...q.params));
}

/** The verification view of `user` from the results of `verificationStatements`, in their order. */
export function toVerification(user: { phone: string | null }, results: (D1Result<unknown> | undefined)[]): VerificationView {
  const [numbers, standing, age] = results.map((r) => r?.results ?? []);
  const payoutNumbers = (numbers as NumberRow[]).map(toPayoutNumber);
  const s = (standing as StandingRow[])[0];
  return {
    tier: s?.tier ?? 0,
    phoneVerified: payoutNumbers.some((n) => n.number === user.phone),
    payoutNumbers,
    ...toLimitAmounts(s),
    ageOfMajority: parseAge((age as { value: string | null }[])[0]?.value),
  };
}
