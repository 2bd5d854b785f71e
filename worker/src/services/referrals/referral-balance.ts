/**
 * The referral balance (docs/product-rules.md#referrals): the investor moves it to
 * principal, all of it, in one statement that reads and moves it.
 */
import { referralMoveTransfer } from "../../ledger/transfers/referrals";
import type { UserRow } from "../users/accounts";

/** Moves the whole referral balance to principal, in one statement that reads and moves it. */
export async function moveReferralToPrincipal(db: D1Database, user: UserRow): Promise<{ movedXaf: number }> {
  const res = await referralMoveTransfer(db, user.id).first<{ amount_xaf: number }>();
  return { movedXaf: res?.amount_xaf ?? 0 };
}
