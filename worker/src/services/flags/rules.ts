/**
 * The money-laundering rules (docs/product-rules.md#aml-flags, AML-1..AML-5) as statements
 * placed in the batch of the event they watch, so each reads only the investor's own rows
 * (or one number's, one address's) by index and never scans all investors. Each raises at
 * most one flag per rule and subject (`ON CONFLICT DO NOTHING` on `flags_rule_subject`)
 * and never freezes anything. Thresholds and switches are read from the settings in the
 * same SQL (`FLAG_SETTINGS_KEY`), with the defaults of the contract.
 */
import {
  DEFAULT_QUICK_WITHDRAWAL_DAYS,
  DEFAULT_REGISTRATION_BURST_ACCOUNTS,
  FLAG_SETTINGS_KEY,
} from "@app/schema/contracts/flags";

/** A condition and its parameters, for a statement inside a batch. */
type Guard = { sql: string; params: unknown[] };

/** The setting at JSON `path` (e.g. `$.quickWithdrawal.days`), else `fallback`, as SQL. */
export function settingSql(path: string, fallback: number): string {
  return `COALESCE((SELECT json_extract(value, '${path}') FROM settings WHERE key = '${FLAG_SETTINGS_KEY}' AND json_valid(value)), ${fallback})`;
}

/** Whether the rule at `path` is switched on (on unless saved off), as SQL. */
export function enabledSql(rule: string): string {
  return `${settingSql(`$.${rule}.enabled`, 1)} = 1`;
}

/** The investor's newest withdrawal request: the one the batch just inserted, when it did. */
const NEWEST_WITHDRAWAL = "w.id = (SELECT MAX(id) FROM withdrawal_requests WHERE user_id = ?)";

/**
 * AML-1: the investor's newest withdrawal (inserted earlier in the batch) leaves while a
 * deposit credited within the setting's days (default 7) has no investment after it. One
 * flag per deposit (`transfer:<id>`), naming the newest such deposit and the withdrawal.
 * Reads only this investor's transfers by the `(user_id, kind)` index. When the batch's
 * insert was refused, it re-reads the previous withdrawal, which raised (or not) the same
 * flag already.
 */
export function quickWithdrawalFlagStatement(db: D1Database, userId: number): D1PreparedStatement {
  const days = settingSql("$.quickWithdrawal.days", DEFAULT_QUICK_WITHDRAWAL_DAYS);
  return db
    .prepare(
      `INSERT INTO flags (rule, user_id, subject_key, subject)
       SELECT 'quick_withdrawal', w.user_id, 'transfer:' || d.id,
              json_object('depositTransferId', d.id, 'paymentId', d.payment_id, 'depositVerificationId', d.deposit_verification_id,
                          'depositXaf', d.amount_xaf, 'depositedAt', d.created_at,
                          'withdrawalRequestId', w.id, 'withdrawalXaf', w.amount_xaf, 'days', ${days})
         FROM withdrawal_requests w
         JOIN ledger_transfers d ON d.user_id = w.user_id AND d.kind = 'deposit'
              AND d.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ${days} || ' days')
        WHERE ${NEWEST_WITHDRAWAL} AND ${enabledSql("quickWithdrawal")}
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers i WHERE i.user_id = w.user_id AND i.kind = 'investment' AND i.id > d.id)
        ORDER BY d.id DESC LIMIT 1
       ON CONFLICT DO NOTHING`,
    )
    .bind(userId);
}

/** The live accounts other than `w.user_id` whose registered phone or verified number is `w.account_number` (at most 20), as SQL. */
const OTHER_HOLDERS = `(SELECT u.id FROM users u WHERE u.phone = w.account_number AND u.id <> w.user_id AND u.deleted_at IS NULL
   UNION SELECT p.user_id FROM payout_numbers p WHERE p.number = w.account_number AND p.user_id <> w.user_id AND p.released_at IS NULL
   LIMIT 20)`;

/**
 * AML-2: the investor's newest withdrawal goes to a number that is another live account's
 * registered phone or verified number. One flag per number and account
 * (`number:<n>:user:<id>`), naming the other accounts. Reads by the unique phone and
 * number indexes.
 */
export function sharedPayoutNumberFlagStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO flags (rule, user_id, subject_key, subject)
       SELECT 'shared_payout_number', w.user_id, 'number:' || w.account_number || ':user:' || w.user_id,
              json_object('number', w.account_number, 'withdrawalRequestId', w.id,
                          'otherUserIds', (SELECT json_group_array(id) FROM ${OTHER_HOLDERS}))
         FROM withdrawal_requests w
        WHERE ${NEWEST_WITHDRAWAL} AND ${enabledSql("sharedPayoutNumber")}
          AND EXISTS (SELECT 1 FROM ${OTHER_HOLDERS})
       ON CONFLICT DO NOTHING`,
    )
    .bind(userId);
}

/**
 * AML-3: completed deposit `paymentId` of `userId` came from `number`, already verified on
 * another live account (KYC-2: the deposit is credited, the number not verified). One flag
 * per number and account (`number:<n>:user:<id>`), when `guard` holds (the batch marked
 * the payment succeeded and the account is live).
 */
export function numberOnTwoAccountsFlagStatement(
  db: D1Database,
  p: { userId: number; number: string; paymentId: string },
  guard: Guard,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO flags (rule, user_id, subject_key, subject)
       SELECT 'number_on_two_accounts', ?1, 'number:' || ?2 || ':user:' || ?1,
              json_object('number', ?2, 'paymentId', ?3, 'otherUserIds', json_array(n.user_id))
         FROM payout_numbers n
        WHERE n.number = ?2 AND n.released_at IS NULL AND n.user_id <> ?1 AND ${enabledSql("numberOnTwoAccounts")}
          AND ${guard.sql}
       ON CONFLICT DO NOTHING`,
    )
    .bind(p.userId, p.number, p.paymentId, ...guard.params);
}

/** The day's registrations from one address or device, as SQL over `registrations` (by its index), at most 100 read. */
function sameDay(column: "address_key" | "device_key"): string {
  return `(SELECT user_id FROM registrations WHERE ${column} = ?1 AND created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')
            ORDER BY created_at DESC LIMIT 100)`;
}

/**
 * AML-4: `userId`'s registration is recorded with its address key (IPv4, or IPv6 /64) and
 * device cookie, and a flag is raised when the registrations from that address, or from
 * that device, within the last day reach the setting (default 3). One flag per address or
 * device per UTC day (`address:<key>:<day>`, `device:<nonce>:<day>`), on the registration
 * that reached it, naming the accounts. "local" (no client address: tests, `wrangler dev`)
 * is not counted as an address.
 */
export function registrationStatements(
  db: D1Database,
  r: { userId: number; addressKey: string; deviceKey: string | null },
): D1PreparedStatement[] {
  const threshold = settingSql("$.registrationBurst.accounts", DEFAULT_REGISTRATION_BURST_ACCOUNTS);
  const burst = (kind: "address" | "device", column: "address_key" | "device_key", key: string) =>
    db
      .prepare(
        `INSERT INTO flags (rule, user_id, subject_key, subject)
         SELECT 'registration_burst', ?2, '${kind}:' || ?1 || ':' || strftime('%Y-%m-%d', 'now'),
                json_object('${kind === "address" ? "addressKey" : "deviceKey"}', ?1, 'accounts', ${threshold},
                            'userIds', (SELECT json_group_array(user_id) FROM (SELECT user_id FROM ${sameDay(column)} LIMIT 20)))
          WHERE ${enabledSql("registrationBurst")} AND (SELECT COUNT(*) FROM ${sameDay(column)}) >= ${threshold}
         ON CONFLICT DO NOTHING`,
      )
      .bind(key, r.userId);
  return [
    db
      .prepare(`INSERT INTO registrations (user_id, address_key, device_key) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`)
      .bind(r.userId, r.addressKey, r.deviceKey),
    ...(r.addressKey === "local" ? [] : [burst("address", "address_key", r.addressKey)]),
    ...(r.deviceKey ? [burst("device", "device_key", r.deviceKey)] : []),
  ];
}
