/**
 * The statement paged and streamed (docs/product-rules.md#statements, STM-2, STM-3): 100
 * entries a page, newest first, by an opaque cursor; no entry repeated or skipped when
 * new ones arrive between pages; each entry with its account's balance after it; the
 * CSV streams every entry, page by page.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { StatementEntry, StatementResponse } from "@app/schema/contracts/statement";
import { transferStatement, userAccount } from "../../ledger/ledger";
import { STATEMENT_SQL } from "./statement";
import { statementCsvStream } from "./statement-csv";
import { call, expectLedgerConsistent, registerInvestor } from "../../../test/helpers";

let key = 0;
const deposit = (userId: number, amountXaf: number) =>
  transferStatement(env.DB, {
    idempotencyKey: `stm-test-deposit:${++key}`,
    debit: "cash:mtn",
    credit: userAccount(userId, "principal"),
    amountXaf,
    kind: "deposit",
    userId,
  });
/** A transfer between two of the user's own accounts: two entries, one per account. */
const invest = (userId: number, amountXaf: number) =>
  transferStatement(env.DB, {
    idempotencyKey: `stm-test-invest:${++key}`,
    debit: userAccount(userId, "principal"),
    credit: userAccount(userId, "invested"),
    amountXaf,
    kind: "investment",
    userId,
  });

/**
 * 250 entries: 149 deposits, then 50 transfers principal -> invested (100 entries), then
 * one deposit. Newest first the 100th entry is the first side of a two-sided transfer,
 * so page 1 ends inside a transfer and page 2 starts with its other side.
 */
async function investorWith250Entries() {
  const investor = await registerInvestor();
  const id = investor.user.id;
  await env.DB.batch([
    ...Array.from({ length: 149 }, (_, i) => deposit(id, 1000 + i)),
    ...Array.from({ length: 50 }, (_, i) => invest(id, 100 + i)),
    deposit(id, 7),
  ]);
  return investor;
}

/** Entries newest first with balances, computed the slow way: every entry oldest first, summed. */
async function expectedEntries(userId: number) {
  const { results } = await env.DB.prepare(
    `SELECT t.id, a.kind AS account, CASE WHEN t.credit_account_id = a.id THEN t.amount_xaf ELSE -t.amount_xaf END AS delta
       FROM ledger_transfers t JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.user_id = ?1
      WHERE t.user_id = ?1 ORDER BY t.id, a.kind`,
  )
    .bind(userId)
    .all<{ id: number; account: string; delta: number }>();
  const running: Record<string, number> = {};
  const rows = results.map((r) => {
    running[r.account] = (running[r.account] ?? 0) + r.delta;
    return { id: r.id, account: r.account, balanceXaf: running[r.account]! };
  });
  return rows.sort((x, y) => y.id - x.id || x.account.localeCompare(y.account));
}

const page = async (cookie: string, cursor?: string) => {
  const res = await call(`/api/user/statement${cursor === undefined ? "" : `?cursor=${encodeURIComponent(cursor)}`}`, {
    cookie,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as StatementResponse;
};

const shape = (e: StatementEntry) => [e.account, e.kind, e.debitXaf || e.creditXaf, e.balanceXaf];

describe("GET /api/user/statement, paged", () => {
  it("gives 250 entries in 3 pages of 100, 100 and 50, newest first, with each account's running balance", async () => {
    const { cookie, user } = await investorWith250Entries();
    const first = await page(cookie);
    expect(first.entries).toHaveLength(100);
    expect(typeof first.nextCursor).toBe("string");
    const second = await page(cookie, first.nextCursor!);
    expect(second.entries).toHaveLength(100);
    const third = await page(cookie, second.nextCursor!);
    expect(third.entries).toHaveLength(50);
    expect(third.nextCursor).toBeNull();

    const all = [...first.entries, ...second.entries, ...third.entries];
    const expected = await expectedEntries(user.id);
    expect(expected).toHaveLength(250);
    expect(all.map((e) => [e.account, e.balanceXaf])).toEqual(expected.map((e) => [e.account, e.balanceXaf]));
    // Page 1 ends on the invested side of a transfer; page 2 opens with its principal side.
    expect([shape(first.entries[0]!), shape(first.entries[99]!), shape(second.entries[0]!)]).toEqual([
      ["principal", "deposit", 7, expected[0]!.balanceXaf],
      ["invested", "investment", 100, 100],
      ["principal", "investment", 100, expected[100]!.balanceXaf],
    ]);
    // The oldest entry is the first deposit, its balance its amount.
    expect(shape(third.entries[49]!)).toEqual(["principal", "deposit", 1000, 1000]);
  });

  it("neither repeats nor skips an entry when new ones arrive between pages", async () => {
    const { cookie, user } = await investorWith250Entries();
    const before = await expectedEntries(user.id);
    const first = await page(cookie);
    await env.DB.batch([deposit(user.id, 5000), invest(user.id, 300), deposit(user.id, 11)]);
    const second = await page(cookie, first.nextCursor!);
    await env.DB.batch([invest(user.id, 40)]);
    const third = await page(cookie, second.nextCursor!);
    const all = [...first.entries, ...second.entries, ...third.entries];
    expect(all).toHaveLength(250);
    expect(third.nextCursor).toBeNull();
    expect(all.map((e) => [e.account, e.balanceXaf])).toEqual(before.map((e) => [e.account, e.balanceXaf]));
    // A fresh first page starts with the newest entries.
    expect((await page(cookie)).entries.slice(0, 2).map(shape)).toEqual([
      ["invested", "investment", 40, expect.any(Number)],
      ["principal", "investment", 40, expect.any(Number)],
    ]);
    await expectLedgerConsistent();
  });

  it("gives an empty first page and no cursor to a new investor", async () => {
    const { cookie } = await registerInvestor();
    expect(await page(cookie)).toEqual({ entries: [], nextCursor: null });
  });

  it("answers 400 naming cursor for a cursor no page gave, and 401 without a session", async () => {
    const { cookie } = await registerInvestor();
    for (const bad of [
      "abc",
      "0.principal",
      "12",
      "12.cash",
      "12.principal.x",
      "-3.principal",
      "",
      "1e3.invested",
      // The older form (transfers only) and days that do not exist.
      "12.principal",
      "12.principal~2026-02-30.4",
      "12.principal~2026-13-01.4",
      "top~2026-01-01.0",
      "12.cash~top",
    ]) {
      const res = await call(`/api/user/statement?cursor=${encodeURIComponent(bad)}`, { cookie });
      expect(res.status, bad).toBe(400);
      expect(await res.json(), bad).toMatchObject({
        code: "invalid_input",
        issues: [expect.objectContaining({ field: "cursor" })],
      });
    }
    expect((await call("/api/user/statement")).status).toBe(401);
  });

  it("reads each page by the user's index, whatever the history's length", async () => {
    const { user } = await investorWith250Entries();
    for (const [name, sql, params] of [
      ["entries", STATEMENT_SQL.entries, [user.id, 1_000_000, 102]],
      ["newer", STATEMENT_SQL.newer, [user.id, 5]],
      ["accounts", STATEMENT_SQL.accounts, [user.id]],
      ["investments", STATEMENT_SQL.investments, [user.id]],
      ["pauses", STATEMENT_SQL.pauses, [user.id]],
    ] as const) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const lines = results.map((r) => r.detail);
      expect(
        lines.filter((l) => /^SCAN (?!CONSTANT|t\b)/.test(l)),
        `${name}:\n${lines.join("\n")}`,
      ).toEqual([]);
      expect(lines.join("\n"), name).toMatch(
        /SEARCH \w+ USING (COVERING )?INDEX (ledger_transfers_user|ledger_accounts_user|investments_user)/,
      );
    }
  });
});

describe("GET /api/user/statement.csv, streamed", () => {
  it("holds the header and all 250 entries, newest first, sent page by page", async () => {
    const { cookie, user } = await investorWith250Entries();
    const res = await call("/api/user/statement.csv?lang=en", { cookie });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .join("\n")
      .split("\n");
    expect(lines).toHaveLength(251);
    expect(lines[0]).toMatch(/^Date \(Africa\/Douala\),Account,Type,Reference,Debit \(XAF\),Credit \(XAF\),Balance \(XAF\)$/);
    const expected = await expectedEntries(user.id);
    expect(lines.slice(1).map((l) => Number(l.split(",").at(-1)))).toEqual(expected.map((e) => e.balanceXaf));

    // The stream: the header, then one chunk per page of 100, 100 and 50 entries.
    const reader = statementCsvStream(env.DB, user.id, "en").getReader();
    const chunks: number[] = [];
    const decoder = new TextDecoder();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      chunks.push(decoder.decode(r.value).trimEnd().split("\n").length);
    }
    expect(chunks).toEqual([1, 100, 100, 50]);
  });
});
