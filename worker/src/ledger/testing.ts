/**
 * Tests only: ledger writes that production never makes, kept in the ledger module so
 * that every INSERT into `ledger_transfers` lives here. Nothing outside tests imports it.
 */
import { type TransferSpec, transferStatement } from "./ledger";
import { investmentTransfer } from "./transfers/investments";

/**
 * A transfer stamped `createdAt` (ISO 8601 UTC) instead of now, to set up a history as if
 * it had happened on an earlier day. Posts both balance changes by trigger, as any transfer.
 */
export function backdatedTransferStatement(db: D1Database, t: TransferSpec, createdAt: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(t.idempotencyKey, t.debit, t.credit, t.amountXaf, t.kind, t.userId ?? null, createdAt);
}

/**
 * Empties the returns reserve into operator capital (a `reserve_funding` transfer the
 * other way), so a test decides what the reserve can pay. Reads then writes: tests only.
 */
export async function drainReserve(db: D1Database): Promise<void> {
  const row = await db
    .prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_reserve'")
    .first<{ b: number }>();
  if (!row || row.b <= 0) return;
  await transferStatement(db, {
    idempotencyKey: `drain:${crypto.randomUUID()}`,
    debit: "returns_reserve",
    credit: "operator_capital",
    amountXaf: row.b,
    kind: "reserve_funding",
  }).run();
}

/**
 * Buys card `cardId` for user `userId` as the code before return commitments did (migration
 * 0025): the investment and its principal -> invested transfer, no commitment, so the
 * investment is uncovered (docs/product-rules.md#reserve, RES-5). `startDay` is its
 * Africa/Douala purchase day. Answers the investment's id; the principal must cover the card.
 */
export async function legacyInvestment(db: D1Database, userId: number, cardId: number, startDay: string): Promise<number> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO investments (user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
         SELECT ?1, id, name, investment_amount_xaf, daily_return_xaf, duration_days, ?3 FROM investment_cards WHERE id = ?2`,
      )
      .bind(userId, cardId, startDay),
    investmentTransfer(db, userId),
    db
      .prepare(
        "UPDATE users SET first_invested_at = COALESCE(first_invested_at, strftime('%Y-%m-%dT%H:%M:%fZ','now')) WHERE id = ?",
      )
      .bind(userId),
    // A referred investor's bonus was then owed until the reserve covered it (migration 0027).
    db
      .prepare(
        `INSERT OR IGNORE INTO referral_bonuses_owed (referred_user_id)
         SELECT id FROM users WHERE id = ? AND referred_by_user_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = 'referral_bonus:' || users.id)`,
      )
      .bind(userId),
  ]);
  return inserted!.meta.last_row_id;
}
