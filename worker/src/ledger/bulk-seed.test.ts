/**
 * The bulk seeding the benchmarks use (bulk-seed.ts) leaves books an auditor accepts:
 * accounts in the helper's format, balances equal to the entries, every investment
 * transfer keyed and linked as the app posts it (docs/product-rules.md#transfer-links).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  bulkDepositTransfersSql,
  bulkCommitmentTransfersSql,
  bulkInvestmentTransfersSql,
  bulkOpenUserAccountsSql,
  seedReserveFundingSql,
  seriesSql,
} from "./bulk-seed";
import { userBalances } from "./ledger";
import { expectLedgerConsistent } from "../../test/helpers";

const db = () => env.DB;
const run = (sql: string) => db().prepare(sql).run();

describe("bulk seeding (benchmarks only)", () => {
  it("opens accounts, deposits, invests, funds the reserve and commits the returns in set-based statements", async () => {
    await run(
      `${seriesSql(3, 9001)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code)
       SELECT i, 'Seed ' || i, printf('6%08d', i), 'MTN Mobile Money', 'S' || i FROM s`,
    );
    // Twice: the second pass opens nothing more.
    for (const sql of [...bulkOpenUserAccountsSql(), ...bulkOpenUserAccountsSql()]) await run(sql);
    await run(bulkDepositTransfersSql({ count: 3, from: 9001, userIdSql: "i", amountXafSql: "30000 + i - 9001" }));
    await run(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (77, 'c', 'Seed card', 'd', 'h', '/a.svg', 25000, 125)`,
    );
    await run(
      `INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
       SELECT id - 8000, id, 77, 'Seed card', 25000, 125, 30, '2026-01-01' FROM users WHERE id BETWEEN 9001 AND 9003`,
    );
    await run(bulkInvestmentTransfersSql());
    await run(bulkInvestmentTransfersSql());
    await run(seedReserveFundingSql(3 * 3750 + 375));
    for (const sql of bulkCommitmentTransfersSql()) await run(sql);
    for (const sql of bulkCommitmentTransfersSql()) await run(sql); // commits nothing twice

    expect((await db().prepare("SELECT COUNT(*) AS n FROM ledger_accounts WHERE user_id BETWEEN 9001 AND 9003").first())!.n).toBe(
      12,
    );
    expect(await userBalances(db(), 9002)).toEqual({ principal: 5001, referral: 0, invested: 25000, withdrawal_hold: 0 });
    const { results } = await db()
      .prepare(
        `SELECT idempotency_key AS k, debit_account_id AS d, credit_account_id AS c, amount_xaf AS a, investment_id AS i, memo
           FROM ledger_transfers WHERE user_id = 9003 ORDER BY id`,
      )
      .all();
    expect(results).toEqual([
      { k: "seed_deposit:9003", d: "cash:mtn", c: "u9003:principal", a: 30002, i: null, memo: null },
      { k: "investment:1003", d: "u9003:principal", c: "u9003:invested", a: 25000, i: 1003, memo: "Seed card" },
    ]);
    expect((await db().prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_reserve'").first())!.b).toBe(
      375,
    );
    const committed = await db()
      .prepare(
        `SELECT (SELECT SUM(committed_xaf) FROM investments WHERE id BETWEEN 1001 AND 1003) AS investments,
                (SELECT COUNT(*) FROM ledger_transfers WHERE kind = 'return_commitment' AND investment_id BETWEEN 1001 AND 1003) AS n`,
      )
      .first();
    expect(committed).toEqual({ investments: 3 * 3750, n: 3 });
    await expectLedgerConsistent();
  });

  it("refuses a reserve funding that is not a whole positive amount", () => {
    expect(() => seedReserveFundingSql(0)).toThrow(RangeError);
    expect(() => seedReserveFundingSql(12.5)).toThrow(RangeError);
  });
});
