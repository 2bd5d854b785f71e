/**
 * The staff's headline counts come from counts the triggers keep (migration 0040, issue 36
 * section 3): they equal a count of the rows after registrations, erasure, withdrawals decided
 * and investments ending, and reading them scans no table.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, depositFor, registerInvestor } from "../../../test/helpers";
import { withdraw } from "../../../test/money-safety-helpers";

const counted = async () =>
  (await env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM users WHERE deleted_at IS NULL) AS totalUsers,
            (SELECT COUNT(*) FROM investments WHERE is_active = 1) AS activeInvestments,
            (SELECT COUNT(*) FROM withdrawal_requests WHERE status = 'pending') AS pendingWithdrawals`,
  ).first())!;

const stats = async (admin: string) =>
  (await (await call("/api/admin/stats", { cookie: admin })).json()) as Record<string, unknown>;

describe("the staff's headline counts", () => {
  it("follow every change of the rows they count", async () => {
    const admin = await adminCookie();
    const start = await counted();
    const a = await registerInvestor();
    const b = await registerInvestor();
    await depositFor(a.cookie, 20_000, admin);
    const first = (await (await withdraw(a.cookie, 5_000)).json()) as { id: number };
    await withdraw(a.cookie, 4_000);
    expect(await stats(admin)).toMatchObject(await counted());
    const rejected = await call(`/api/admin/withdrawals/${first.id}/reject`, {
      method: "PUT",
      cookie: admin,
      body: { adminNotes: "Counted" },
    });
    expect(rejected.status).toBe(200);
    await env.DB.prepare(
      `INSERT INTO investments (user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day, is_active)
       VALUES (?1, 1, 'Counted', 25000, 125, 30, '2026-11-01', 1), (?1, 1, 'Counted', 25000, 125, 30, '2026-11-01', 1)`,
    )
      .bind(b.user.id)
      .run();
    await env.DB.prepare("UPDATE investments SET is_active = 0 WHERE id = (SELECT MAX(id) FROM investments)").run();
    await env.DB.prepare("UPDATE users SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?").bind(b.user.id).run();
    const now = await counted();
    expect(await stats(admin)).toMatchObject(now);
    // Relative to the start, so a retry in the same storage sees the same changes.
    expect(now).toMatchObject({
      pendingWithdrawals: (start.pendingWithdrawals as number) + 1,
      activeInvestments: (start.activeInvestments as number) + 1,
    });
  });

  it("are read without scanning a table", async () => {
    const { results } = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT (SELECT COALESCE(MAX(n), 0) FROM row_counts WHERE name = 'users_live')",
    ).all<{ detail: string }>();
    expect(results.map((r) => r.detail).join("\n")).not.toMatch(/SCAN (users|investments|withdrawal_requests)/);
  });
});
