/**
 * The end of a closed account's retention (docs/product-rules.md#data-rights, DATA-6): the
 * every-minute cron reduces the person's data as erasure does and releases the verified
 * numbers, at most 50 accounts a run through an index, never before `retain_until`; ledger
 * rows stay exactly as they were, and the phone is then free for a new account.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EVERY_MINUTE, runScheduled } from "../../cron/scheduled";
import { GOOD_PASSWORD, call, depositFor, expectLedgerConsistent, newPhone, registerInvestor } from "../../../test/helpers";
import { RETENTION_BATCH, reduceExpiredClosures } from "./retention";

const YEAR_MS = 365.25 * 86400_000;

async function investor(phone = newPhone("66")) {
  const { cookie, user } = await registerInvestor({ phone });
  return { cookie, user, phone };
}

const transfersOf = (userId: number) =>
  env.DB.prepare("SELECT * FROM ledger_transfers WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all()
    .then((r) => r.results);

describe("the retention job (DATA-6)", () => {
  it("keeps the data until retain_until, then reduces it, releases the numbers and frees the phone; the ledger is untouched", async () => {
    const { cookie, user, phone } = await investor();
    // History to keep: a deposit, then the balance taken back to zero by a staff-style adjustment.
    await depositFor(cookie, 2_000);
    await env.DB.prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, memo)
       VALUES (?, ?, 'adjustments', 2000, 'adjustment', ?, 'test: settle to zero')`,
    )
      .bind(`retention-test:${user.id}`, `u${user.id}:principal`, user.id)
      .run();
    expect((await call("/api/user/close", { method: "POST", cookie, body: { password: GOOD_PASSWORD } })).status).toBe(200);
    const before = await transfersOf(user.id);
    expect(before.length).toBeGreaterThan(1);

    await reduceExpiredClosures(env.DB, new Date(Date.now() + 9 * YEAR_MS));
    expect(await env.DB.prepare("SELECT phone FROM users WHERE id = ?").bind(user.id).first()).toEqual({ phone });

    expect(await reduceExpiredClosures(env.DB, new Date(Date.now() + 11 * YEAR_MS))).toBeGreaterThanOrEqual(1);
    // The every-minute cron runs the same job (as of now, so no other due work is disturbed).
    expect(await runScheduled(env, EVERY_MINUTE, new Date())).toMatchObject({ reduced: expect.any(Number) });
    const row = await env.DB.prepare("SELECT full_name, phone, password_hash, referral_code, closed_at FROM users WHERE id = ?")
      .bind(user.id)
      .first();
    expect(row).toMatchObject({ full_name: null, phone: null, password_hash: null, referral_code: null });
    expect((row as { closed_at: string }).closed_at).toBeTruthy();
    expect(await transfersOf(user.id)).toEqual(before);
    const live = await env.DB.prepare("SELECT COUNT(*) AS n FROM payout_numbers WHERE user_id = ? AND released_at IS NULL")
      .bind(user.id)
      .first<{ n: number }>();
    expect(live!.n).toBe(0);
    await expectLedgerConsistent();

    // The phone, and its number, now serve a new account.
    const again = await registerInvestor({ phone });
    expect(again.user.id).not.toBe(user.id);
  });

  it("reduces at most RETENTION_BATCH accounts a run, through the retention index", async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const rows = Array.from({ length: RETENTION_BATCH + 5 }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO users (full_name, phone, mobile_money_service, password_hash, referral_code, closed_at, deleted_at, retain_until)
         VALUES ('Closed Person', ?, 'MTN Mobile Money', NULL, NULL, ?, ?, ?)`,
      ).bind(`68${String(Date.now() % 100000).padStart(5, "0")}${String(i).padStart(2, "0")}`.slice(0, 9), past, past, past),
    );
    await env.DB.batch(rows);
    const first = await reduceExpiredClosures(env.DB, new Date());
    expect(first).toBe(RETENTION_BATCH);
    const second = await reduceExpiredClosures(env.DB, new Date());
    expect(second).toBeGreaterThanOrEqual(5);
    expect(second).toBeLessThanOrEqual(RETENTION_BATCH);
    expect(await reduceExpiredClosures(env.DB, new Date())).toBe(0);
    const plan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT id FROM users WHERE closed_at IS NOT NULL AND phone IS NOT NULL AND retain_until <= ? ORDER BY retain_until LIMIT 50",
    )
      .bind(new Date().toISOString())
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain("users_retention");
  });
});
