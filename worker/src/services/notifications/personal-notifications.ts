/**
 * The statements that write an investor's personal notifications (docs/product-rules.md#notifications,
 * NOT-3), each for the batch of the event that causes it (a deposit or withdrawal decided, a
 * referral bonus paid, an investment matured, a password reset): keyed by the event, so a
 * repeated event writes nothing, and guarded on the event's own state where it has one.
 */
import type { PersonalNotificationCode, PersonalNotificationParams } from "@app/schema/contracts/notifications";

/**
 * The statement that writes a personal notification, for the batch of the event that
 * causes it. `(code, eventKey)` is unique, so a repeated event writes nothing; `where`
 * (SQL with its params) adds the event's own state guard.
 */
export function personalNotificationStatement(
  db: D1Database,
  n: { userId: number; code: PersonalNotificationCode; params: PersonalNotificationParams; eventKey: string },
  where?: { sql: string; params: unknown[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO notifications (user_id, code, params, event_key)
       SELECT ?, ?, ?, ? WHERE ${where?.sql ?? "1"}
       ON CONFLICT (code, event_key) DO NOTHING`,
    )
    .bind(n.userId, n.code, JSON.stringify(n.params), n.eventKey, ...(where?.params ?? []));
}

const NOTIFY = "INSERT INTO notifications (user_id, code, params, event_key)";
const ONCE = "ON CONFLICT (code, event_key) DO NOTHING";

/**
 * The referral-bonus notification of one referred friend, for the batch that may pay the
 * bonus: written only when the `referral_bonus:<friend>` transfer exists (paid in this
 * batch or before), to the referrer, with the amount in XAF; its event key is the
 * transfer's key, so it is written once however often it runs (NOT-3).
 */
export function referralBonusNotificationStatement(db: D1Database, referredUserId: number): D1PreparedStatement {
  return db
    .prepare(
      `${NOTIFY}
       SELECT t.user_id, 'referral_bonus_paid', json_object('amountXaf', t.amount_xaf), t.idempotency_key
         FROM ledger_transfers t WHERE t.idempotency_key = 'referral_bonus:' || CAST(? AS INTEGER) AND t.kind = 'referral_bonus'
       ${ONCE}`,
    )
    .bind(referredUserId);
}

/**
 * The referral-bonus notifications of every bonus transfer with an id above `afterId`,
 * for the daily run's batch that pays owed bonuses (`afterId`: the last transfer id read
 * before that batch). Bonuses already notified are skipped by their event key (NOT-3).
 */
export function referralBonusNotificationsAfter(db: D1Database, afterId: number): D1PreparedStatement {
  return db
    .prepare(
      `${NOTIFY}
       SELECT t.user_id, 'referral_bonus_paid', json_object('amountXaf', t.amount_xaf), t.idempotency_key
         FROM ledger_transfers t WHERE t.id > ? AND t.kind = 'referral_bonus'
       ${ONCE}`,
    )
    .bind(afterId);
}

/**
 * The maturity notifications for the daily run's batch, placed after the maturity
 * transfers and before the statement that deactivates the investments: every active
 * investment with an id in [lo, hi] whose term has ended by `day` (YYYY-MM-DD,
 * Africa/Douala) and whose `maturity:<id>` transfer exists, with the card's name (and its
 * French name, for a French reader; empty when the card has none) and the
 * amount returned to principal in XAF (NOT-3; docs/product-rules.md#maturity).
 */
export function maturityNotificationStatement(db: D1Database, lo: number, hi: number, day: string): D1PreparedStatement {
  return db
    .prepare(
      `${NOTIFY}
       SELECT i.user_id, 'investment_matured', json_object('amountXaf', i.amount_xaf, 'cardName', i.card_name,
                'cardNameFr', COALESCE((SELECT c.name_fr FROM investment_cards c WHERE c.id = i.card_id), '')), 'maturity:' || i.id
         FROM investments i
        WHERE i.id BETWEEN ?1 AND ?2 AND i.is_active = 1 AND date(i.start_day, '+' || i.duration_days || ' days') <= ?3
          AND EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = 'maturity:' || i.id)
       ${ONCE}`,
    )
    .bind(lo, hi, day);
}

/**
 * The password-reset notification, placed right after the UPDATE that resets the
 * password in the same batch: written only when that UPDATE changed the row, keyed by the
 * reset's instant (`password_reset_at`), so one reset writes one notification (NOT-3).
 */
export function passwordResetNotificationStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `${NOTIFY}
       SELECT id, 'password_reset', '{}', 'password_reset:' || id || ':' || password_reset_at
         FROM users WHERE id = ? AND changes() = 1 AND password_reset_at IS NOT NULL AND deleted_at IS NULL
       ${ONCE}`,
    )
    .bind(userId);
}
