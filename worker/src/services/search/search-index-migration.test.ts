/**
 * Migration 0020 (the admin's FTS5 search index; docs/product-rules.md#admin-lists, LST-6)
 * indexes the rows already there, and its triggers keep the index in step with every insert,
 * update and delete afterwards. Run on the empty second database: the migrations before
 * 0020, rows as the code before it wrote them, then 0020.
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { matchExpression } from "./fts-query";

const db = env.MIGRATION_TEST_DB;

/** The rowids of `table`_fts matching `q` on `columns`, as the services ask. */
async function found(table: string, q: string, columns: string[]): Promise<number[]> {
  const match = matchExpression(q, { text: columns });
  const { results } = await db
    .prepare(`SELECT rowid AS id FROM ${table}_fts WHERE ${table}_fts MATCH ? ORDER BY rowid`)
    .bind(match)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

beforeAll(async () => {
  const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0020");
  const m0020 = env.TEST_MIGRATIONS.filter((m) => m.name.startsWith("0020"));
  expect(m0020).toHaveLength(1);
  await applyD1Migrations(db, before, "test_migrations");
  await db.batch([
    db.prepare(
      `INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code) VALUES
         (1, 'Alice Mbarga', '670000001', 'MTN Mobile Money', 'ALICE001'), (2, 'Bob Ndi', '690000002', 'Orange Money', 'BOB00002')`,
    ),
    db.prepare(
      `INSERT INTO deposit_verifications (id, user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method)
       VALUES (3, 1, 'Sender Tchoupo', '670000001', 'MP260101.1234', 'MP2601011234', 30000, 'MTN')`,
    ),
    db.prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (1, 'Forest', 'Baobab Board', 'd', 'h', '/a.svg', 25000, 125)`,
    ),
    db.prepare(
      `INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
       VALUES (5, 1, 1, 'Baobab Board', 25000, 125, 30, '2026-01-01')`,
    ),
    db.prepare(
      `INSERT INTO withdrawal_requests (id, user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method)
       VALUES (12, 2, 5000, 250, 'Robert Ndi', '690000002', 'Orange Money')`,
    ),
    db.prepare(
      `INSERT INTO audit_log (id, admin_username, action, target_type, target_id, detail)
       VALUES (7, 'owner', 'user.suspend', 'user', '2', '{"reason":"checked"}')`,
    ),
  ]);
  await applyD1Migrations(db, m0020, "test_migrations");
});

describe("migration 0020 (search index)", () => {
  it("indexes every row already there, by any part of each searched column", async () => {
    expect(await found("users", "mbarg", ["full_name"])).toEqual([1]);
    expect(await found("users", "00000", ["phone"])).toEqual([1, 2]);
    expect(await found("users", "bob0", ["referral_code"])).toEqual([2]);
    expect(await found("deposit_verifications", "0101.12", ["transaction_id"])).toEqual([3]);
    expect(await found("deposit_verifications", "2601011234", ["transaction_key"])).toEqual([3]);
    expect(await found("deposit_verifications", "choup", ["deposit_name"])).toEqual([3]);
    expect(await found("withdrawal_requests", "bert n", ["account_name"])).toEqual([12]);
    expect(await found("investments", "obab b", ["card_name"])).toEqual([5]);
    expect(await found("investment_cards", "ores", ["collection"])).toEqual([1]);
    expect(await found("audit_log", "user #2", ["target"])).toEqual([7]);
    expect(await found("audit_log", "checked", ["detail"])).toEqual([7]);
  });

  it("keeps the index in step with inserts, updates and deletes", async () => {
    await db.batch([
      db.prepare(
        "INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code) VALUES (3, 'Chantal Owona', '650000003', 'MTN Mobile Money', 'CHAN0003')",
      ),
      db.prepare("UPDATE investment_cards SET name = 'Iroko Plank' WHERE id = 1"),
      db.prepare("UPDATE withdrawal_requests SET account_number = '655555555' WHERE id = 12"),
      db.prepare("UPDATE audit_log SET target_id = '3' WHERE id = 7"),
      db.prepare("DELETE FROM deposit_verifications WHERE id = 3"),
    ]);
    expect(await found("users", "owona", ["full_name"])).toEqual([3]);
    expect(await found("investment_cards", "baobab", ["name"])).toEqual([]);
    expect(await found("investment_cards", "roko pl", ["name"])).toEqual([1]);
    expect(await found("withdrawal_requests", "690000002", ["account_number"])).toEqual([]);
    expect(await found("withdrawal_requests", "5555", ["account_number"])).toEqual([12]);
    expect(await found("audit_log", "user #3", ["target"])).toEqual([7]);
    expect(await found("deposit_verifications", "choup", ["deposit_name"])).toEqual([]);
    // Only the columns searched start a re-index: a status change leaves the row found.
    await db.prepare("UPDATE users SET is_active = 0 WHERE id = 3").run();
    expect(await found("users", "owona", ["full_name"])).toEqual([3]);
  });
});
