/**
 * Recording where an account registered from (docs/product-rules.md#aml-flags, AML-4): the
 * address key and device, and the flag when that address or device reached the day's
 * threshold, in one batch.
 */
import { registrationStatements } from "./rules";

/** Records `userId`'s registration from `addressKey` (IPv4 or IPv6 /64) and `deviceKey`, raising AML-4 when due. */
export async function recordRegistration(
  db: D1Database,
  r: { userId: number; addressKey: string; deviceKey: string | null },
): Promise<void> {
  await db.batch(registrationStatements(db, r));
}
