/**
 * The statement and its CSV with days settled in aggregate (docs/product-rules.md#statements,
 * STM-2, STM-4, RET-8): one daily-return line per paid day, computed and merged by time with
 * the transfers, no line for a posting, the principal as the investor sees it (accrued returns
 * included), and pages that neither repeat nor skip a line, each read bounded by the page.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { StatementEntry, StatementResponse } from "@app/schema/contracts/statement";
import { seedAggregateDays, seedLegacyDays, seedPosting } from "../../../test/aggregate-days";
import { insertTwinCard, investedInvestor, twins } from "../../../test/aggregate-twins";
import { call, expectLedgerConsistent, fundReserve } from "../../../test/helpers";

beforeAll(async () => {
  await insertTwinCard();
  await fundReserve(2_000_000);
});

const page = async (cookie: string, cursor?: string) => {
  const res = await call(`/api/user/statement${cursor === undefined ? "" : `?cursor=${encodeURIComponent(cursor)}`}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as StatementResponse;
};

async function allPages(cookie: string, between?: (n: number) => Promise<void>): Promise<StatementResponse[]> {
  const pages = [await page(cookie)];
  while (pages.at(-1)!.nextCursor) {
    await between?.(pages.length);
    pages.push(await page(cookie, pages.at(-1)!.nextCursor!));
  }
  return pages;
}

/** What a line says, without instants; a deposit's memo is its unique transaction id. */
const said = (e: StatementEntry) => [
  e.account,
  e.kind,
  e.debitXaf,
  e.creditXaf,
  e.balanceXaf,
  e.kind === "deposit" ? "" : e.memo,
  e.links.investmentId === null,
];

/** The principal as the investor sees it: cached plus accrued and not posted. */
async function seenPrincipal(userId: number): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT (SELECT balance_xaf FROM ledger_accounts WHERE id = 'u' || CAST(?1 AS INTEGER) || ':principal')
          + (SELECT COALESCE(SUM((paid_days - posted_days) * daily_return_xaf), 0) FROM investments WHERE user_id = ?1) AS p`,
  )
    .bind(userId)
    .first<{ p: number }>();
  return row!.p;
}

describe("GET /api/user/statement with days settled in aggregate", () => {
  it("gives the same lines and balances as the legacy twin, and no line for the posting", async () => {
    const { legacy, aggregate } = await twins();
    const a = (await allPages(legacy.cookie)).flatMap((p) => p.entries);
    const b = (await allPages(aggregate.cookie)).flatMap((p) => p.entries);
    expect(b.map(said)).toEqual(a.map(said));
    expect(b.filter((e) => e.kind === "daily_return")).toHaveLength(8);
    expect(b.some((e) => e.kind === "return_posting")).toBe(false);
    expect(b[0]!.balanceXaf).toBe(await seenPrincipal(aggregate.userId));
    expect(b[0]!.balanceXaf).toBe(5000 + 8 * 125);
    // The CSV holds the same lines, balance last.
    const csv = async (cookie: string) =>
      (await (await call("/api/user/statement.csv?lang=en", { cookie })).text())
        .trimEnd()
        .split(/\r?\n/)
        .slice(1)
        .map((l) => l.split(",").slice(1, 3).concat(l.split(",").slice(-3)).join(","));
    expect(await csv(aggregate.cookie)).toEqual(await csv(legacy.cookie));
    await expectLedgerConsistent();
  });

  it("merges computed days with transfers by time over pages that neither repeat nor skip, while days, deposits and postings arrive", async () => {
    // Deposits on days from 2 January, at 10:00 Douala, then the investment, started on 1 January.
    const { cookie, userId, investmentId } = await investedInvestor(async (id) => {
      await env.DB.batch(
        Array.from({ length: 150 }, (_, k) => {
          const day = new Date(Date.UTC(2026, 0, 2 + k)).toISOString().slice(0, 10);
          return env.DB.prepare(
            `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, memo, created_at)
             VALUES (?, 'cash:mtn', ?, ?, 'deposit', ?, 'backdated', ?)`,
          ).bind(`stm-agg:${id}:${k}`, `u${id}:principal`, 100 + k, id, `${day}T09:00:00.000Z`);
        }),
      );
    });
    await env.DB.prepare("UPDATE investments SET start_day = '2026-01-01' WHERE id = ?").bind(investmentId).run();
    await seedLegacyDays(investmentId, ["paid", "low_balance", "paid"]);
    await seedAggregateDays(investmentId, { days: 60, paused: [{ first: 10, last: 14, reason: "suspended" }] });
    await seedPosting(investmentId, 40);
    await seedAggregateDays(investmentId, { days: 120, paused: [{ first: 30, last: 30, reason: "low_balance" }] });

    const expected = await expectedLines(userId, investmentId);
    const before = (await allPages(cookie)).flatMap((p) => p.entries);
    expect(before.map(said)).toEqual(expected.map(said));
    expect(before[0]!.balanceXaf).toBe(await seenPrincipal(userId));

    // While paging: a deposit, a posting and a new settled day come before the first page.
    const pages = await allPages(cookie, async (n) => {
      if (n === 1) await seedPosting(investmentId, (await paidDays(investmentId)) - 3);
      if (n === 2) await seedAggregateDays(investmentId, { days: 1 });
      if (n === 3) await depositNow(userId);
    });
    expect(pages.length).toBe(4);
    expect(pages.slice(0, -1).every((p) => p.entries.length === 100)).toBe(true);
    expect(pages.flatMap((p) => p.entries).map(said)).toEqual(expected.map(said));
    // The CSV streams every line, with the same balances as the slow way, newest first.
    const now = await expectedLines(userId, investmentId);
    const csv = (await (await call("/api/user/statement.csv?lang=en", { cookie })).text()).trimEnd().split(/\r?\n/).slice(1);
    expect(csv.map((l) => Number(l.split(",").at(-1)))).toEqual(now.map((e) => e.balanceXaf));
    expect(csv.filter((l) => l.includes("Daily return")).length).toBe(now.filter((e) => e.kind === "daily_return").length);
    await expectLedgerConsistent();
  });
});

const paidDays = async (id: number) =>
  (await env.DB.prepare("SELECT paid_days FROM investments WHERE id = ?").bind(id).first<{ paid_days: number }>())!.paid_days;

let n = 0;
const depositNow = (userId: number) =>
  env.DB.prepare(
    `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id)
     VALUES (?, 'cash:mtn', ?, 77, 'deposit', ?)`,
  )
    .bind(`stm-agg-now:${userId}:${++n}`, `u${userId}:principal`, userId)
    .run();

/**
 * The statement computed the slow way: every transfer entry but postings, and one line per paid
 * day settled in aggregate (walked day by day), sorted newest first by time, balances summed
 * oldest first. Transfers here were written in time order, so time order is id order.
 */
async function expectedLines(userId: number, investmentId: number): Promise<StatementEntry[]> {
  const { results } = await env.DB.prepare(
    `SELECT t.id, t.created_at AS at, a.kind AS account, t.kind, t.memo, t.investment_id,
            CASE WHEN t.debit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS debit,
            CASE WHEN t.credit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS credit
       FROM ledger_transfers t JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.user_id = ?1
      WHERE t.user_id = ?1 AND t.kind <> 'return_posting' ORDER BY t.id DESC, a.kind`,
  )
    .bind(userId)
    .all<{
      id: number;
      at: string;
      account: string;
      kind: string;
      memo: string | null;
      investment_id: number | null;
      debit: number;
      credit: number;
    }>();
  const inv = await env.DB.prepare("SELECT start_day, legacy_days, accrued_days, daily_return_xaf FROM investments WHERE id = ?")
    .bind(investmentId)
    .first<{ start_day: string; legacy_days: number; accrued_days: number; daily_return_xaf: number }>();
  const { results: spans } = await env.DB.prepare("SELECT first_day, last_day FROM accrual_pauses WHERE investment_id = ?")
    .bind(investmentId)
    .all<{ first_day: string; last_day: string }>();
  type Line = {
    at: string;
    account: string;
    kind: string;
    memo: string | null;
    inv: number | null;
    debit: number;
    credit: number;
    order: number;
  };
  const lines: Line[] = results.map((r, k) => ({ ...r, inv: r.investment_id, order: k }));
  for (let d = inv!.legacy_days + 1; d <= inv!.accrued_days; d++) {
    const day = new Date(Date.parse(`${inv!.start_day}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    if (spans.some((s) => s.first_day <= day && day <= s.last_day)) continue;
    const at = new Date(`${day}T00:00:00+01:00`).toISOString();
    lines.push({
      at,
      account: "principal",
      kind: "daily_return",
      memo: day,
      inv: investmentId,
      debit: 0,
      credit: inv!.daily_return_xaf,
      order: -1,
    });
  }
  lines.sort((x, y) => (x.at === y.at ? x.order - y.order : x.at < y.at ? 1 : -1));
  const running: Record<string, number> = {};
  const withBalance = [...lines].reverse().map((l) => {
    running[l.account] = (running[l.account] ?? 0) + l.credit - l.debit;
    return { l, balance: running[l.account]! };
  });
  return withBalance.reverse().map(({ l, balance }) => ({
    at: l.at,
    account: l.account as StatementEntry["account"],
    kind: l.kind as StatementEntry["kind"],
    links: { withdrawalRequestId: null, depositVerificationId: null, investmentId: l.inv, referredUserId: null },
    memo: l.memo,
    cardNameFr: null,
    debitXaf: l.debit,
    creditXaf: l.credit,
    balanceXaf: balance,
    withdrawal: null,
  }));
}
