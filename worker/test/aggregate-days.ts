/**
 * Days settled in aggregate, seeded directly in SQL for tests until (and besides) the daily
 * run writes them (docs/decisions/0042-aggregate-accruals.md, docs/product-rules.md#daily-returns,
 * RET-8): the investment's counters and total earned, its pause spans, one balanced
 * `return_accrual` transfer (returns_reserve -> returns_payable) for the paid days and, when
 * some are posted, one `return_posting` (returns_payable -> the principal). The reserve must
 * hold the paid amount (`fundReserve`).
 */
import { env } from "cloudflare:test";

export interface SeedAggregateDays {
  /** Days settled after the investment's current ones, in order. */
  days: number;
  /** Paused spans among them, as offsets from the first of them (1-based, both included). */
  paused?: { first: number; last: number; reason: "suspended" | "low_balance" }[];
  /** How many of the investment's paid days are posted after this (default: none more). */
  posted?: number;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

let seq = 0;

/**
 * Settles `days` more days of investment `investmentId` in aggregate. Legacy days already
 * settled stay as they are (`legacy_days` is set to them the first time, as the switch does).
 * Returns what was paid, XAF.
 */
export async function seedAggregateDays(investmentId: number, seed: SeedAggregateDays): Promise<number> {
  const inv = await env.DB.prepare(
    `SELECT i.user_id, i.start_day, i.accrued_days, i.daily_return_xaf, i.paid_days, i.posted_days, i.legacy_days,
            (SELECT COUNT(*) FROM accruals a WHERE a.investment_id = i.id AND a.status = 'paid') AS legacy_paid,
            (SELECT COUNT(*) FROM accruals a WHERE a.investment_id = i.id AND a.status = 'paused' AND a.pause_reason = 'suspended') AS legacy_suspended,
            (SELECT COUNT(*) FROM accruals a WHERE a.investment_id = i.id AND a.status = 'paused' AND a.pause_reason = 'low_balance') AS legacy_low
       FROM investments i WHERE i.id = ?`,
  )
    .bind(investmentId)
    .first<{
      user_id: number;
      start_day: string;
      accrued_days: number;
      daily_return_xaf: number;
      paid_days: number;
      posted_days: number;
      legacy_days: number;
      legacy_paid: number;
      legacy_suspended: number;
      legacy_low: number;
    }>();
  if (!inv) throw new Error(`no investment ${investmentId}`);
  const counted = await env.DB.prepare("SELECT COUNT(*) AS n FROM accruals WHERE investment_id = ?")
    .bind(investmentId)
    .first<{ n: number }>();
  const firstSeed = inv.legacy_days === 0 && inv.paid_days === 0 && counted!.n === inv.accrued_days;
  const legacy = firstSeed ? inv.accrued_days : inv.legacy_days;
  const base = firstSeed
    ? { paid: inv.legacy_paid, suspended: inv.legacy_suspended, low: inv.legacy_low, posted: inv.legacy_paid }
    : null;
  const paused = seed.paused ?? [];
  const pausedBy = (reason: string) => paused.filter((p) => p.reason === reason).reduce((n, p) => n + p.last - p.first + 1, 0);
  const paid = seed.days - pausedBy("suspended") - pausedBy("low_balance");
  const paidXaf = paid * inv.daily_return_xaf;
  const firstDay = inv.start_day;
  const statements: D1PreparedStatement[] = [
    env.DB.prepare(
      `UPDATE investments SET legacy_days = ?2,
              paid_days = COALESCE(?3, paid_days) + ?6, paused_suspended_days = COALESCE(?4, paused_suspended_days) + ?7,
              paused_low_balance_days = COALESCE(?5, paused_low_balance_days) + ?8,
              posted_days = COALESCE(?9, posted_days), accrued_days = accrued_days + ?10,
              total_earned_xaf = total_earned_xaf + ?11
        WHERE id = ?1`,
    ).bind(
      investmentId,
      legacy,
      base?.paid ?? null,
      base?.suspended ?? null,
      base?.low ?? null,
      paid,
      pausedBy("suspended"),
      pausedBy("low_balance"),
      base?.posted ?? null,
      seed.days,
      paidXaf,
    ),
    ...paused.map((p) =>
      env.DB.prepare("INSERT INTO accrual_pauses (investment_id, first_day, last_day, reason) VALUES (?, ?, ?, ?)").bind(
        investmentId,
        addDays(firstDay, inv.accrued_days + p.first),
        addDays(firstDay, inv.accrued_days + p.last),
        p.reason,
      ),
    ),
  ];
  const key = `seed-aggregate:${investmentId}:${inv.accrued_days}:${++seq}:${crypto.randomUUID()}`;
  if (paidXaf > 0) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind)
         VALUES (?, 'returns_reserve', 'returns_payable', ?, 'return_accrual')`,
      ).bind(`accrual:${key}`, paidXaf),
    );
  }
  await env.DB.batch(statements);
  if (seed.posted !== undefined) await seedPosting(investmentId, seed.posted);
  return paidXaf;
}

/** Posts investment `investmentId`'s paid days up to `postedDays` to the principal (one `return_posting`). */
export async function seedPosting(investmentId: number, postedDays: number): Promise<void> {
  const inv = await env.DB.prepare("SELECT user_id, posted_days, daily_return_xaf FROM investments WHERE id = ?")
    .bind(investmentId)
    .first<{ user_id: number; posted_days: number; daily_return_xaf: number }>();
  const amount = (postedDays - inv!.posted_days) * inv!.daily_return_xaf;
  if (amount <= 0) return;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id)
       VALUES (?, 'returns_payable', ?, ?, 'return_posting', ?)`,
    ).bind(`seed-post:${investmentId}:${postedDays}:${crypto.randomUUID()}`, `u${inv!.user_id}:principal`, amount, inv!.user_id),
    env.DB.prepare("UPDATE investments SET posted_days = ? WHERE id = ?").bind(postedDays, investmentId),
  ]);
}

export type DayStatus = "paid" | "suspended" | "low_balance";

/**
 * Settles the next days of investment `investmentId` as the days settled before the switch
 * (migration 0047) stand now: each paid day's own `daily_return` transfer (from the commitment,
 * or the free reserve for an uncovered investment) on the principal, and the counters the
 * switch backfilled (`legacy_days`, paid and paused days, all paid days posted). `accruals`
 * refuses new rows since the switch, so no row of it is written.
 */
export async function seedLegacyDays(investmentId: number, statuses: DayStatus[]): Promise<void> {
  if (statuses.length === 0) return;
  const inv = await env.DB.prepare(
    "SELECT user_id, start_day, accrued_days, daily_return_xaf, committed_xaf FROM investments WHERE id = ?",
  )
    .bind(investmentId)
    .first<{ user_id: number; start_day: string; accrued_days: number; daily_return_xaf: number; committed_xaf: number }>();
  const count = (s: DayStatus) => statuses.filter((x) => x === s).length;
  const paid = count("paid");
  await env.DB.batch([
    ...statuses.flatMap((s, k) => {
      if (s !== "paid") return [];
      const day = addDays(inv!.start_day, inv!.accrued_days + k + 1);
      return [
        env.DB.prepare(
          `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, investment_id, memo)
           VALUES (?, ?, ?, ?, 'daily_return', ?, ?, ?)`,
        ).bind(
          `r:${investmentId}:${day}`,
          inv!.committed_xaf > 0 ? "returns_committed" : "returns_reserve",
          `u${inv!.user_id}:principal`,
          inv!.daily_return_xaf,
          inv!.user_id,
          investmentId,
          day,
        ),
      ];
    }),
    env.DB.prepare(
      `UPDATE investments SET accrued_days = accrued_days + ?2, legacy_days = legacy_days + ?2, paid_days = paid_days + ?3,
              posted_days = posted_days + ?3, paused_suspended_days = paused_suspended_days + ?4,
              paused_low_balance_days = paused_low_balance_days + ?5, total_earned_xaf = total_earned_xaf + ?3 * daily_return_xaf
        WHERE id = ?1`,
    ).bind(investmentId, statuses.length, paid, count("suspended"), count("low_balance")),
  ]);
}

/**
 * The same days settled in aggregate after `legacy` legacy days: the pattern `statuses` cut in
 * runs, with a posting of every paid day at the end of each run but the last (`postAfter`,
 * cumulative day counts, e.g. [5] posts after the 5th day).
 */
export async function seedDaysMixed(
  investmentId: number,
  statuses: DayStatus[],
  legacy: number,
  postAfter: number[],
): Promise<void> {
  await seedLegacyDays(investmentId, statuses.slice(0, legacy));
  const cuts = [legacy, ...postAfter.filter((n) => n > legacy && n < statuses.length), statuses.length];
  for (let c = 0; c + 1 < cuts.length; c++) {
    const run = statuses.slice(cuts[c], cuts[c + 1]);
    const paused: NonNullable<SeedAggregateDays["paused"]> = [];
    run.forEach((s, k) => {
      if (s === "paid") return;
      const prev = paused[paused.length - 1];
      if (prev && prev.last === k && prev.reason === s) prev.last = k + 1;
      else paused.push({ first: k + 1, last: k + 1, reason: s });
    });
    await seedAggregateDays(investmentId, { days: run.length, paused });
    if (c + 2 < cuts.length) {
      const row = await env.DB.prepare("SELECT paid_days FROM investments WHERE id = ?")
        .bind(investmentId)
        .first<{ paid_days: number }>();
      await seedPosting(investmentId, row!.paid_days);
    }
  }
}
