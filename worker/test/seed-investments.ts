/**
 * Tests only: `count` investors from id `from`, seeded set-based through the ledger's bulk
 * seeding (worker/src/ledger/bulk-seed.ts), each with 30,000 XAF deposited and one 25,000 XAF
 * card at 125 XAF a day (card 1, made if missing) bought on `startDay` (YYYY-MM-DD) for
 * `durationDays`, counted as invested since long ago (no low-balance pause), and the reserve
 * funded with `reserveXaf`. `commit` commits each one's target return as a purchase does
 * (docs/product-rules.md#reserve, RES-4); otherwise the investments are uncovered, as before
 * return commitments, and the daily run commits what the reserve covers.
 */
import { env } from "cloudflare:test";
import {
  bulkCommitmentTransfersSql,
  bulkDepositTransfersSql,
  bulkInvestmentTransfersSql,
  bulkOpenUserAccountsSql,
  seedReserveFundingSql,
  seriesSql,
} from "../src/ledger/bulk-seed";

export interface SeedOptions {
  startDay: string;
  durationDays?: number;
  reserveXaf: number;
  commit?: boolean;
}

/** See the module. */
export async function seedInvestments(count: number, from: number, o: SeedOptions): Promise<void> {
  const db = env.DB;
  await db
    .prepare(
      `${seriesSql(count, from)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code, first_invested_at)
       SELECT i, 'Seed ' || i, printf('6%08d', i), 'MTN Mobile Money', 'SD' || i, '2020-01-01T00:00:00.000Z' FROM s`,
    )
    .run();
  for (const sql of bulkOpenUserAccountsSql()) await db.prepare(sql).run();
  await db.prepare(bulkDepositTransfersSql({ count, from, userIdSql: "i", amountXafSql: "30000" })).run();
  await db
    .prepare(
      `INSERT OR IGNORE INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (1, 'c', 'Seed card', 'd', 'h', '/a.svg', 25000, 125)`,
    )
    .run();
  await db
    .prepare(
      `${seriesSql(count, from)} INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
       SELECT i, i, 1, 'Seed card', 25000, 125, ?1, ?2 FROM s`,
    )
    .bind(o.durationDays ?? 30, o.startDay)
    .run();
  await db.prepare(bulkInvestmentTransfersSql()).run();
  await db.prepare(seedReserveFundingSql(o.reserveXaf, `seed${from}`)).run();
  if (o.commit) for (const sql of bulkCommitmentTransfersSql()) await db.prepare(sql).run();
}
