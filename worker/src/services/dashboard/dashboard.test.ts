/**
 * The dashboard's speed rules (docs/product-rules.md#money-status, MST-4;
 * docs/ARCHITECTURE.md#one-round-trip): one D1 round trip with the session check, and
 * every query an index lookup, checked on a database seeded with many users, transfers
 * and accruals. Timings are for bench/dashboard.mjs; these tests check the plans.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../app";
import type { AppBindings } from "../../env";
import { investorBatchRoutes } from "../../middleware/auth";
import { onError } from "../../middleware/errors";
import {
  bulkDepositTransfersSql,
  bulkInvestmentTransfersSql,
  bulkOpenUserAccountsSql,
  seedReserveFundingSql,
  seriesSql,
} from "../../ledger/bulk-seed";
import { dashboardQueries, getDashboard } from "./dashboard";
import { USER_FOR_SESSION_SQL, findUserForSession } from "../users/accounts";
import { ORIGIN, adminCookie, call, registerInvestor } from "../../../test/helpers";

/** Tables that grow with users or money movements: none may be scanned. */
const LARGE_TABLES = [
  "ledger_transfers",
  "ledger_accounts",
  "accruals",
  "investments",
  "users",
  "deposit_verifications",
  "withdrawal_requests",
  "payments",
  "revoked_sessions",
  "notifications",
  "audit_log",
];

const run = (sql: string) => env.DB.prepare(sql).run();

/** The plan's lines, e.g. "SEARCH t USING INDEX ledger_transfers_user (user_id=?)". */
async function plan(sql: string, params: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** Which table a plan line scans whole, if any ("SCAN users AS u", "SCAN u" for alias u). */
function scannedTable(line: string, sql: string): string | null {
  const m = /^SCAN (\w+)(?: AS (\w+))?/.exec(line);
  if (!m || m[1] === "CONSTANT") return null;
  const name = m[1]!;
  if (LARGE_TABLES.includes(name)) return name;
  // An alias: find the table it stands for in the SQL ("FROM users u", "JOIN ledger_accounts a").
  const aliased = new RegExp(`\\b(\\w+)\\s+(?:AS\\s+)?${name}\\b(?=\\s|,|$)`, "g");
  for (const [, table] of sql.matchAll(aliased)) if (LARGE_TABLES.includes(table!)) return table!;
  return null;
}

let seededUser = 0;

beforeAll(async () => {
  // 300 users, each with the four accounts, 6,000 deposits, an investment each and
  // 30 settled days of it: enough rows that a scan would be a choice, not a tie.
  await run(
    `${seriesSql(300, 50_001)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code, referred_by_user_id, first_invested_at)
     SELECT i, 'Seed ' || i, printf('6%08d', i), 'MTN Mobile Money', 'D' || i, CASE WHEN i > 50_001 THEN 50_001 END, '2026-01-01T00:00:00.000Z' FROM s`,
  );
  for (const sql of bulkOpenUserAccountsSql()) await run(sql);
  await run(bulkDepositTransfersSql({ count: 6000, from: 50_001, userIdSql: "50001 + i % 300", amountXafSql: "30000" }));
  await run(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
     VALUES (501, 'c', 'Seed card', 'd', 'h', '/a.svg', 25000, 125)`,
  );
  await run(
    `INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
     SELECT id, id, 501, 'Seed card', 25000, 125, 30, '2026-01-01' FROM users WHERE id BETWEEN 50001 AND 50300`,
  );
  await run(bulkInvestmentTransfersSql());
  // 30 settled days each before the switch to aggregate accruals (legacy days, decision 0042),
  // a third of them paused: the others paid by their own daily-return transfer, the counters
  // kept on each investment as the migration left them.
  await run(seedReserveFundingSql(300 * 20 * 125, "dashboard-test"));
  await run(
    `${seriesSql(30)} INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, investment_id, memo)
     SELECT 'r:' || i.id || ':' || date('2026-01-01', '+' || s.i || ' days'), 'returns_reserve', 'u' || i.user_id || ':principal',
            125, 'daily_return', i.user_id, i.id, date('2026-01-01', '+' || s.i || ' days')
       FROM investments i, s WHERE i.id BETWEEN 50001 AND 50300 AND s.i % 3 <> 0`,
  );
  await run(
    `UPDATE investments SET accrued_days = 30, legacy_days = 30, paid_days = 20, posted_days = 20,
            paused_low_balance_days = 10, total_earned_xaf = 2500 WHERE id BETWEEN 50001 AND 50300`,
  );
  seededUser = 50_002;
});

describe("the dashboard's queries", () => {
  it("each reads by index, scanning no large table, on a seeded database", async () => {
    // The session check the middleware puts in front of the batch, then the dashboard's reads.
    const queries = [
      { name: "session", sql: USER_FOR_SESSION_SQL, params: [seededUser, "x"] as unknown[] },
      ...dashboardQueries(seededUser, "2026-02-15"),
    ];
    expect(queries.map((q) => q.name)).toEqual([
      "session",
      "investments",
      "transactions",
      "returnPauses",
      "referralEarnings",
      "pendingReferralBonuses",
      "moneyRequests",
      "totals",
      "payoutNumbers",
      "standing",
      "ageOfMajority",
    ]);
    for (const q of queries) {
      const lines = await plan(q.sql, q.params);
      expect(lines.length, q.name).toBeGreaterThan(0);
      expect(
        lines.map((l) => scannedTable(l, q.sql)).filter(Boolean),
        `${q.name} scans a large table:\n${lines.join("\n")}`,
      ).toEqual([]);
    }
  });

  it("would catch a scan: the old lookup of a hold's withdrawal by 'withdrawal:' || id", async () => {
    const sql = `SELECT t.id, (SELECT status FROM withdrawal_requests w WHERE 'withdrawal:' || w.id = t.memo) AS status
                   FROM ledger_transfers t WHERE t.user_id = ?1 ORDER BY t.id DESC LIMIT 200`;
    const lines = await plan(sql, [seededUser]);
    expect(lines.map((l) => scannedTable(l, sql)).filter(Boolean)).toEqual(["withdrawal_requests"]);
  });

  it("reads no daily return one by one: totals and referral bonuses by the kind index, paid days from the counters (paused accruals while they lag)", async () => {
    const byName = Object.fromEntries(dashboardQueries(seededUser, "2026-02-15").map((q) => [q.name, q]));
    const referrals = await plan(byName.referralEarnings!.sql, byName.referralEarnings!.params);
    expect(referrals[0]).toMatch(/^SEARCH t USING INDEX ledger_transfers_user_kind \(user_id=\? AND kind=\?\)/);
    const totals = await plan(byName.totals!.sql, byName.totals!.params);
    expect(totals.filter((l) => /ledger_transfers/.test(l))).toEqual([
      expect.stringMatching(/USING COVERING INDEX ledger_transfers_user_kind/),
    ]);
    const investments = await plan(byName.investments!.sql, byName.investments!.params);
    expect(investments.filter((l) => /accruals|\ba\b/.test(l)).join("\n")).toMatch(/USING (COVERING )?INDEX accruals_paused/);
  });

  it("gives the figures counting the rows gives: paid days, total invested and total earned", async () => {
    const user = await findUserForSession(env.DB, seededUser, 0, "not-revoked");
    const dash = await getDashboard(env.DB, user!, "2026-02-15");
    const counted = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM ledger_transfers WHERE investment_id = ?1 AND kind = 'daily_return') AS paid,
              (SELECT SUM(amount_xaf) FROM ledger_transfers WHERE user_id = ?1 AND kind = 'investment') AS invested,
              (SELECT SUM(amount_xaf) FROM ledger_transfers WHERE user_id = ?1 AND kind = 'daily_return') AS earned`,
    )
      .bind(seededUser)
      .first<{ paid: number; invested: number; earned: number }>();
    expect(counted).toEqual({ paid: 20, invested: 25_000, earned: 2500 });
    expect(dash.investments.map((i) => [i.paidDays, i.totalEarned])).toEqual([[20, "2500.00"]]);
    expect([dash.totalInvested, dash.totalEarned]).toEqual(["25000.00", "2500.00"]);
    expect(dash.referralCount).toBe(0);
  });

  it("lists the newest 50 movements and says when older ones exist (the statement has them all)", async () => {
    // The seeded user has 41 movements (20 deposits, the investment, 20 returns): all listed.
    const user = await findUserForSession(env.DB, seededUser, 0, "not-revoked");
    const few = await getDashboard(env.DB, user!, "2026-02-15");
    expect([few.transactions.length, few.moreTransactions]).toEqual([41, false]);
    // Ten more deposits: 51 movements, the newest 50 shown, newest first.
    await run(bulkDepositTransfersSql({ count: 10, from: 900_001, userIdSql: String(seededUser), amountXafSql: "1000" }));
    const many = await getDashboard(env.DB, user!, "2026-02-15");
    expect([many.transactions.length, many.moreTransactions]).toEqual([50, true]);
    const ids = many.transactions.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

/** A D1 binding that counts round trips: each batch, and each statement run alone. */
function countingDb(db: D1Database): { db: D1Database; trips: string[] } {
  const trips: string[] = [];
  const wrapStatement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === "bind") return (...args: unknown[]) => wrapStatement(target.bind(...args));
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) => {
            trips.push(String(prop));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const counted = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "prepare") return (sql: string) => wrapStatement(target.prepare(sql));
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips.push("batch");
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: counted, trips };
}

async function fetchWithDb(path: string, cookie: string, db: D1Database): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }), { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("GET /api/user/dashboard", () => {
  it("reads the session check and the whole dashboard in one D1 round trip", async () => {
    const { cookie } = await registerInvestor();
    const counting = countingDb(env.DB);
    const res = await fetchWithDb("/api/user/dashboard", cookie, counting.db);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(counting.trips).toEqual(["batch"]);
  });

  it("still ends a session the platform ended, in that same round trip", async () => {
    const { cookie, user } = await registerInvestor();
    const suspend = await call(`/api/admin/users/${user.id}/suspend`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: { isActive: false },
    });
    expect(suspend.status).toBe(200);
    const res = await call("/api/user/dashboard", { cookie });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "session_ended" });
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("never sends what a batch route answered without the session check", async () => {
    const { cookie } = await registerInvestor();
    const careless = new Hono<AppBindings>().route(
      "/",
      investorBatchRoutes().get("/careless", (c) => c.json({ secret: "balances" })),
    );
    careless.onError(onError);
    const ctx = createExecutionContext();
    const res = await careless.fetch(new Request(`${ORIGIN}/careless`, { headers: { Cookie: cookie } }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("balances");
  });
});
