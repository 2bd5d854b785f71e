/**
 * Two investors with the same days, one settled the legacy way and one partly in aggregate
 * (docs/decisions/0042-aggregate-accruals.md): what each sees must be the same (RET-8).
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { type DayStatus, seedDaysMixed, seedLegacyDays } from "./aggregate-days";
import { call, depositFor, registerInvestor } from "./helpers";

export const TWIN_CARD = 73;

/** Inserts the twins' card (25,000 XAF, 125 XAF a day, 200 days) once per file; fund the reserve too. */
export async function insertTwinCard(): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, name_fr, image_url, investment_amount_xaf, daily_return_xaf, duration_days)
     VALUES (?1, 'c', 'Twin Board', 'd', 'h', 'Tableau jumeau', '/t.svg', 25000, 125, 200)`,
  )
    .bind(TWIN_CARD)
    .run();
}

/** 12 days: legacy 1-3 (2 paused, suspended), then 6-7 paused (low balance) and 9 (suspended). */
export const TWIN_DAYS: DayStatus[] = [
  "paid",
  "suspended",
  "paid",
  "paid",
  "paid",
  "low_balance",
  "low_balance",
  "paid",
  "suspended",
  "paid",
  "paid",
  "paid",
];

/**
 * An investor who deposited 30,000 XAF and bought the twins' card (after `beforeDeposit`, if
 * given, ran for them): their cookie, id and investment.
 */
export async function investedInvestor(
  beforeDeposit?: (userId: number) => Promise<void>,
): Promise<{ cookie: string; userId: number; investmentId: number }> {
  const { cookie, user } = await registerInvestor();
  await beforeDeposit?.(user.id);
  await depositFor(cookie, 30_000);
  const res = await call("/api/investments", { method: "POST", cookie, body: { cardId: TWIN_CARD, acceptRisk: true } });
  expect(res.status, await res.clone().text()).toBe(201);
  const inv = await env.DB.prepare("SELECT id FROM investments WHERE user_id = ? ORDER BY id DESC")
    .bind(user.id)
    .first<{ id: number }>();
  return { cookie, userId: user.id, investmentId: inv!.id };
}

/**
 * The twins: `legacy` settled TWIN_DAYS the old way; `aggregate` settled the first 3 the old
 * way and the rest in aggregate, with a posting after day 8.
 */
export async function twins(days: DayStatus[] = TWIN_DAYS) {
  const legacy = await investedInvestor();
  const aggregate = await investedInvestor();
  await seedLegacyDays(legacy.investmentId, days);
  await seedDaysMixed(aggregate.investmentId, days, 3, [8]);
  return { legacy, aggregate };
}
