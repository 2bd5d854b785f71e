/**
 * What the daily run settled for an investment, read back day by day for tests
 * (docs/decisions/0042-aggregate-accruals.md): legacy days from `accruals`, later days from the
 * investment's counters and pause spans. One definition, so a test asserts days, not storage.
 */
import { env } from "cloudflare:test";

export interface SettledDay {
  day: string;
  status: "paid" | "paused";
  reason: "suspended" | "low_balance" | null;
}

/** Each settled day of the investment, oldest first. */
export async function settledDays(investmentId: number): Promise<SettledDay[]> {
  const inv = await env.DB.prepare("SELECT start_day, accrued_days, legacy_days FROM investments WHERE id = ?")
    .bind(investmentId)
    .first<{ start_day: string; accrued_days: number; legacy_days: number }>();
  if (!inv) return [];
  const [legacy, spans] = await env.DB.batch<
    { day: string; status: "paid" | "paused"; reason: SettledDay["reason"] } & {
      first_day: string;
      last_day: string;
    }
  >([
    env.DB.prepare("SELECT day, status, pause_reason AS reason FROM accruals WHERE investment_id = ? ORDER BY day").bind(
      investmentId,
    ),
    env.DB.prepare("SELECT first_day, last_day, reason FROM accrual_pauses WHERE investment_id = ? ORDER BY first_day").bind(
      investmentId,
    ),
  ]);
  const out: SettledDay[] = legacy!.results.map((r) => ({ day: r.day, status: r.status, reason: r.reason }));
  for (let k = inv.legacy_days + 1; k <= inv.accrued_days; k++) {
    const day = addDays(inv.start_day, k);
    const span = spans!.results.find((s) => s.first_day <= day && day <= s.last_day);
    out.push({ day, status: span ? "paused" : "paid", reason: span ? span.reason : null });
  }
  return out;
}

/** The paid days of the investment and what they earned, XAF. */
export async function returnsCredited(investmentId: number): Promise<{ n: number; total: number }> {
  const row = await env.DB.prepare("SELECT paid_days AS n, paid_days * daily_return_xaf AS total FROM investments WHERE id = ?")
    .bind(investmentId)
    .first<{ n: number; total: number }>();
  return row ?? { n: 0, total: 0 };
}

/** YYYY-MM-DD plus `n` days. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
