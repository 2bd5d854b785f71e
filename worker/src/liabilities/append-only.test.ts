/**
 * A published liability record is append-only, like the ledger (docs/proof-of-liabilities.md,
 * migration 0028): SQL can neither change nor delete it, nor change a leaf or node of its tree;
 * the prune may only mark its tree deleted, once. Before, a record already signed and
 * published could be edited in SQL and nothing refused it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkBooks } from "../ledger/books-check";
import { publishLiabilities } from "./run";
import { seedOwedInvestors } from "./testing";

/**
 * Publishes a new day for a few new investors (ids and day drawn afresh, so a retry in the
 * same storage publishes its own record); answers the record's id.
 */
async function published(): Promise<number> {
  await seedOwedInvestors(12, 1_000_000 + Math.floor(Math.random() * 8_000_000));
  // The day after the newest record (records only move forward), or a day far ahead.
  const last = await env.DB.prepare("SELECT MAX(day) AS day FROM liability_records").first<{ day: string | null }>();
  const day = last?.day ? new Date(Date.parse(`${last.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : "2031-05-01";
  const books = await checkBooks(env.DB);
  const report = await publishLiabilities(env, day, books.throughTransferId);
  expect(report).toMatchObject({ published: true });
  const row = await env.DB.prepare("SELECT id FROM liability_records WHERE day = ?").bind(day).first<{ id: number }>();
  return row!.id;
}

const refused = (sql: string, ...args: unknown[]) =>
  expect(
    env.DB.prepare(sql)
      .bind(...args)
      .run(),
  ).rejects.toThrow(/append-only/);

describe("a published liability record", () => {
  it("refuses any change or deletion of the record and its tree, and lets the prune mark the tree deleted once", async () => {
    const id = await published();
    const before = await env.DB.prepare("SELECT * FROM liability_records WHERE id = ?").bind(id).first();
    await refused("UPDATE liability_records SET total_xaf = total_xaf + 1 WHERE id = ?", id);
    await refused("UPDATE liability_records SET root_hash = 'ab', signature = 'cd' WHERE id = ?", id);
    await refused("UPDATE liability_records SET day = '2099-12-31' WHERE id = ?", id);
    await refused("UPDATE liability_records SET status = 'building' WHERE id = ?", id);
    await refused("DELETE FROM liability_records WHERE id = ?", id);
    await refused("UPDATE liability_leaves SET sum_xaf = sum_xaf + 1 WHERE record_id = ?", id);
    await refused("UPDATE liability_nodes SET sum_xaf = sum_xaf + 1 WHERE record_id = ?", id);
    expect(await env.DB.prepare("SELECT * FROM liability_records WHERE id = ?").bind(id).first()).toEqual(before);

    await env.DB.prepare("UPDATE liability_records SET tree_deleted_at = '2031-05-09T00:00:00.000Z' WHERE id = ?").bind(id).run();
    await refused("UPDATE liability_records SET tree_deleted_at = NULL WHERE id = ?", id);
    await refused("UPDATE liability_records SET tree_deleted_at = '2031-05-10T00:00:00.000Z' WHERE id = ?", id);
  });
});
