/**
 * Staff's corrections of a balance (docs/product-rules.md#transfer-kinds, #corrections,
 * LED-9, LED-10): the user's account moved from the balance the admin saw to a target,
 * against the `adjustments` account, only while the live balance is still what they saw.
 */
import type { UserAccountKind } from "@app/schema/db/ledger";
import { userAccount } from "../accounts";

/**
 * adjustment: moves the user's `kind` account from the balance the admin saw (`seenXaf`)
 * to `targetXaf`, against the `adjustments` account, only if the live balance is still
 * `seenXaf` (docs/product-rules.md#corrections, LED-9, LED-10). The reason is the memo;
 * `correctsTransferId` names the transfer it corrects, when it corrects a specific one.
 * The caller posts it only when target and seen differ.
 */
export function adjustmentTransfer(
  db: D1Database,
  a: {
    idempotencyKey: string;
    userId: number;
    kind: UserAccountKind;
    targetXaf: number;
    seenXaf: number;
    adminId: number;
    reason: string | null;
    correctsTransferId?: number | null;
  },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, admin_id, memo, corrects_transfer_id)
       SELECT ?1, CASE WHEN ?2 > ?3 THEN 'adjustments' ELSE id END, CASE WHEN ?2 > ?3 THEN id ELSE 'adjustments' END,
              ABS(?2 - ?3), 'adjustment', user_id, ?4, ?5, ?7
         FROM ledger_accounts WHERE id = ?6 AND balance_xaf = ?3`,
    )
    .bind(
      a.idempotencyKey,
      a.targetXaf,
      a.seenXaf,
      a.adminId,
      a.reason,
      userAccount(a.userId, a.kind),
      a.correctsTransferId ?? null,
    );
}
