/**
 * What the operator-view tests share (docs/product-rules.md#operator-views): the investment
 * card they invest in and search for, "Baobab Board" (id 1, 25,000 XAF, 125 XAF a day).
 */
import { env } from "cloudflare:test";

/** Inserts card 1, "Baobab Board", once per file (storage is shared within a file). */
export async function insertBaobabCard(): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, is_active)
     VALUES (1, 'Sahel boards', 'Baobab Board', 'd', 'Rentals of boards', '/a.svg', 25000, 125, 1)`,
  ).run();
}
