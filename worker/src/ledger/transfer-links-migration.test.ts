/**
 * Migration 0008 converts each transfer's `reference` text into its typed link
 * (docs/product-rules.md#transfer-links), leaves amounts and keys alone, and keeps the
 * ledger append-only. Run on an empty second database: the migrations before 0008, rows
 * as the code before it wrote them, then 0008.
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("migration 0008 (typed transfer links)", () => {
  it("converts every reference into its link column, then refuses updates again", async () => {
    const db = env.MIGRATION_TEST_DB;
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0008");
    const m0008 = env.TEST_MIGRATIONS.filter((m) => m.name.startsWith("0008"));
    expect(m0008).toHaveLength(1);
    await applyD1Migrations(db, before, "test_migrations");
    const accounts = ["principal", "referral", "invested", "withdrawal_hold"].flatMap((k) => [
      db.prepare("INSERT INTO ledger_accounts (id, user_id, kind) VALUES (?, 1, ?)").bind(`u1:${k}`, k),
      db.prepare("INSERT INTO ledger_accounts (id, user_id, kind) VALUES (?, 2, ?)").bind(`u2:${k}`, k),
    ]);
    const transfer = (key: string, debit: string, credit: string, amount: number, kind: string, ref: string | null) =>
      db
        .prepare(
          `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, reference)
           VALUES (?, ?, ?, ?, ?, 1, ?)`,
        )
        .bind(key, debit, credit, amount, kind, ref);
    await db.batch([
      db.prepare("INSERT INTO admins (id, username, password_hash) VALUES (4, 'alice', 'x')"),
      db.prepare(
        `INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code) VALUES
           (1, 'A', '670000001', 'MTN Mobile Money', 'R1'), (2, 'B', '670000002', 'MTN Mobile Money', 'R2')`,
      ),
      ...accounts,
      db.prepare(
        `INSERT INTO deposit_verifications (id, user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method)
         VALUES (3, 1, 'a', 'b', 'TX1', 'TX1', 30000, 'MTN')`,
      ),
      db.prepare(
        `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
         VALUES (1, 'c', 'C', 'd', 'h', '/a.svg', 25000, 125)`,
      ),
      db.prepare(
        `INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
         VALUES (5, 1, 1, 'C', 25000, 125, 30, '2026-01-01')`,
      ),
      db.prepare(
        `INSERT INTO withdrawal_requests (id, user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method)
         VALUES (12, 1, 1000, 50, 'a', '670000001', 'MTN Mobile Money')`,
      ),
      transfer("deposit:3", "cash:mtn", "u1:principal", 30000, "deposit", "deposit_verification:3"),
      transfer("investment:5", "u1:principal", "u1:invested", 25000, "investment", "investment:5"),
      transfer("fund", "operator_capital", "returns_reserve", 5000, "reserve_funding", null),
      transfer("referral_bonus:1", "returns_reserve", "u2:referral", 500, "referral_bonus", "user:1"),
      transfer("withdrawal_hold:12", "u1:principal", "u1:withdrawal_hold", 1000, "withdrawal_hold", "withdrawal:12"),
      transfer("adjustment:x", "adjustments", "u2:principal", 77, "adjustment", "admin:alice"),
      db.prepare(
        "INSERT INTO accruals (investment_id, day, status, amount_xaf, user_id) VALUES (5, '2026-01-02', 'paid', 125, 1)",
      ),
    ]);

    await applyD1Migrations(db, m0008, "test_migrations");

    const { results } = await db
      .prepare(
        `SELECT idempotency_key AS k, amount_xaf AS a, withdrawal_request_id AS w, deposit_verification_id AS d,
                investment_id AS i, referred_user_id AS r, admin_id AS ad
           FROM ledger_transfers ORDER BY id`,
      )
      .all();
    const none = { w: null, d: null, i: null, r: null, ad: null };
    expect(results).toEqual([
      { ...none, k: "deposit:3", a: 30000, d: 3 },
      { ...none, k: "investment:5", a: 25000, i: 5 },
      { ...none, k: "fund", a: 5000 },
      { ...none, k: "referral_bonus:1", a: 500, r: 1 },
      { ...none, k: "withdrawal_hold:12", a: 1000, w: 12 },
      { ...none, k: "adjustment:x", a: 77, ad: 4 },
      { ...none, k: "daily_return:5:2026-01-02", a: 125, i: 5 },
    ]);
    // A day settled after the migration links its investment, by the recreated trigger.
    await db
      .prepare("INSERT INTO accruals (investment_id, day, status, amount_xaf, user_id) VALUES (5, '2026-01-03', 'paid', 125, 1)")
      .run();
    expect(
      await db
        .prepare("SELECT investment_id AS i FROM ledger_transfers WHERE idempotency_key = 'daily_return:5:2026-01-03'")
        .first(),
    ).toEqual({ i: 5 });
    await expect(db.prepare("UPDATE ledger_transfers SET memo = 'x'").run()).rejects.toThrow(/append-only/);
  });
});
