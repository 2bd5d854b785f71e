/**
 * Property-based test (fast-check): random sequences of deposits, investments, accruals,
 * withdrawals, approvals and rejections, run through the real services on real D1, are
 * compared after every step with a simple model of each user's balances.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { decideDepositVerification } from "../services/deposits/decide";
import { submitDepositVerification } from "../services/deposits/verifications";
import { invest } from "../services/investments/invest";
import { decideWithdrawal } from "../services/withdrawals/decide";
import { requestWithdrawal } from "../services/withdrawals/request";
import { fundReserve } from "../services/reserve/reserve";
import { creditDailyReturns } from "../cron/credit-daily-returns";
import { USER_SELECT, type UserRow } from "../services/users/accounts";
import type { AdminRow } from "../services/admins/accounts";
import { doualaDay } from "../lib/douala-date";
import type { ApiError } from "../lib/api-error";
import { balanceMismatches, trialBalance, userBalances } from "./ledger";
import { sqlUser } from "../../test/payout-numbers";

const db = () => env.DB;
const CARD_XAF = 25_000;
/** The card's whole target return, committed at purchase: 125 XAF a day for 3 days. */
const RETURN_XAF = 125 * 3;
const DAY_MS = 86_400_000;
let admin: AdminRow;
let seq = 0;

beforeAll(async () => {
  await db()
    .prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, duration_days)
       VALUES (1, 'c', 'Card', 'd', 'h', '/a.svg', ${CARD_XAF}, 125, 3)`,
    )
    .run();
  admin = (await db()
    .prepare("INSERT INTO admins (username, password_hash) VALUES ('prop', 'x') RETURNING *")
    .first<AdminRow>())!;
});

/** A user made directly in SQL (no password hashing: this test is about money). */
async function newUser(): Promise<number> {
  seq += 1;
  return sqlUser({ fullName: "P", phone: `6${String(seq).padStart(8, "0")}`, referralCode: `P${seq}` });
}

const userRow = async (id: number) => (await db().prepare(`${USER_SELECT} WHERE u.id = ?`).bind(id).first<UserRow>())!;

type Op =
  | { t: "deposit"; u: number; amount: number; approve: boolean }
  | { t: "invest"; u: number }
  | { t: "withdraw"; u: number; amount: number }
  | { t: "decide"; pick: number; approve: boolean }
  | { t: "fund"; amount: number }
  | { t: "accrue"; days: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    t: fc.constant("deposit" as const),
    u: fc.nat(2),
    amount: fc.integer({ min: 10, max: 400 }).map((n) => n * 100),
    approve: fc.boolean(),
  }),
  fc.record({ t: fc.constant("invest" as const), u: fc.nat(2) }),
  fc.record({ t: fc.constant("withdraw" as const), u: fc.nat(2), amount: fc.integer({ min: 3500, max: 40_000 }) }),
  fc.record({ t: fc.constant("decide" as const), pick: fc.nat(10), approve: fc.boolean() }),
  fc.record({ t: fc.constant("fund" as const), amount: fc.integer({ min: 1, max: 2000 }) }),
  fc.record({ t: fc.constant("accrue" as const), days: fc.integer({ min: 0, max: 4 }) }),
);

describe("ledger against a model", () => {
  it("keeps every balance equal to the model and the books balanced", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 25 }), async (ops) => {
        const users = [await newUser(), await newUser(), await newUser()];
        const model = users.map(() => ({ principal: 0, invested: 0, hold: 0 }));
        const pending: { id: number; u: number; amount: number }[] = [];
        let clock = Date.now();
        for (const op of ops) {
          if (op.t === "deposit") {
            const u = users[op.u]!;
            const { id } = await submitDepositVerification(db(), await userRow(u), {
              depositName: "x",
              userName: "x",
              amount: op.amount,
              paymentMethod: "MTN",
              transactionId: `T${crypto.randomUUID()}`,
            });
            await decideDepositVerification(db(), admin, id, { status: op.approve ? "approved" : "rejected" });
            if (op.approve) model[op.u]!.principal += op.amount;
          } else if (op.t === "invest") {
            const funded = (await free()) >= RETURN_XAF;
            const ok = model[op.u]!.principal >= CARD_XAF && funded;
            const result = await invest(db(), await userRow(users[op.u]!), 1, doualaDay(clock)).then(
              () => true,
              (e: ApiError) => e.code,
            );
            expect(result).toBe(ok ? true : model[op.u]!.principal < CARD_XAF ? "insufficient_balance" : "returns_not_funded");
            if (ok) {
              model[op.u]!.principal -= CARD_XAF;
              model[op.u]!.invested += CARD_XAF;
            }
          } else if (op.t === "withdraw") {
            const ok = model[op.u]!.principal >= op.amount;
            const u = await userRow(users[op.u]!);
            const result = await requestWithdrawal(db(), u, {
              accountName: "P P",
              accountNumber: u.phone!,
              paymentMethod: "MTN Mobile Money",
              amount: op.amount,
            }).then(
              (w) => w.id,
              (e: ApiError) => e.code,
            );
            if (ok) {
              expect(typeof result).toBe("number");
              pending.push({ id: result as number, u: op.u, amount: op.amount });
              model[op.u]!.principal -= op.amount;
              model[op.u]!.hold += op.amount;
            } else expect(result).toBe("insufficient_balance");
          } else if (op.t === "decide" && pending.length > 0) {
            const [w] = pending.splice(op.pick % pending.length, 1);
            await decideWithdrawal(db(), admin, w!.id, op.approve ? "approve" : "reject", undefined);
            model[w!.u]!.hold -= w!.amount;
            if (!op.approve) model[w!.u]!.principal += w!.amount;
          } else if (op.t === "fund") {
            await fundReserve(db(), admin, op.amount, "prop", crypto.randomUUID());
          } else if (op.t === "accrue") {
            clock += op.days * DAY_MS;
            const before = await Promise.all(users.map((u) => returnsAndMaturities(u)));
            const reserveBefore = await reserve();
            const earnedBefore = await earnedEverywhere();
            const lastId = (await db()
              .prepare("SELECT COALESCE(MAX(id), 0) AS id FROM ledger_transfers")
              .first<{ id: number }>())!.id;
            await creditDailyReturns(db(), new Date(clock));
            const after = await Promise.all(users.map((u) => returnsAndMaturities(u)));
            let paid = 0;
            users.forEach((_, i) => {
              const returns = after[i]!.returns - before[i]!.returns;
              const matured = after[i]!.matured - before[i]!.matured;
              paid += returns;
              model[i]!.principal += returns + matured;
              model[i]!.invested -= matured;
            });
            // Earlier runs' investments may be paid too: the reserve (free and committed) falls by
            // exactly what left it in this run, and what moved to returns_payable is exactly the
            // paid days counted on the investments, this run's users' among them (RET-8).
            const out = (await db()
              .prepare(
                `SELECT COALESCE(SUM(amount_xaf), 0) AS total,
                        COALESCE(SUM(CASE WHEN kind = 'return_accrual' THEN amount_xaf END), 0) AS accrued
                   FROM ledger_transfers WHERE id > ?1 AND debit_account_id IN ${POOL} AND credit_account_id NOT IN ${POOL}`,
              )
              .bind(lastId)
              .first<{ total: number; accrued: number }>())!;
            expect(reserveBefore - (await reserve())).toBe(out.total);
            expect(out.accrued).toBe((await earnedEverywhere()) - earnedBefore);
            expect(paid).toBeLessThanOrEqual(out.accrued);
          }
          for (const [i, u] of users.entries()) {
            const b = await userBalances(db(), u);
            expect({ principal: b.principal, invested: b.invested, hold: b.withdrawal_hold }).toEqual(model[i]);
          }
        }
        expect(await balanceMismatches(db())).toEqual([]);
        expect((await trialBalance(db())).totalXaf).toBe(0);
        const negative = await db()
          .prepare("SELECT COUNT(*) AS n FROM ledger_accounts WHERE balance_xaf < 0 AND may_go_negative = 0")
          .first();
        expect(negative).toEqual({ n: 0 });
        const twice = await db()
          .prepare(
            "SELECT COUNT(*) AS n FROM (SELECT investment_id, memo FROM ledger_transfers WHERE kind = 'daily_return' GROUP BY investment_id, memo HAVING COUNT(*) > 1)",
          )
          .first();
        expect(twice).toEqual({ n: 0 });
        // Every paid day accrued exactly once: what is unposted is what returns_payable holds (RET-8).
        const payable = await db()
          .prepare(
            `SELECT (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_payable') AS held,
                    (SELECT COALESCE(SUM((paid_days - posted_days) * daily_return_xaf), 0) FROM investments) AS unposted`,
          )
          .first<{ held: number; unposted: number }>();
        expect(payable!.held).toBe(payable!.unposted);
      }),
      { numRuns: 20 },
    );
  });
});

/** The reserve's two accounts: free and committed (docs/product-rules.md#reserve, RES-4). */
const POOL = "('returns_reserve', 'returns_committed')";

/** Every paid day's return so far, over every investment, XAF. */
async function earnedEverywhere(): Promise<number> {
  return (await db()
    .prepare("SELECT COALESCE(SUM(paid_days * daily_return_xaf), 0) AS n FROM investments")
    .first<{ n: number }>())!.n;
}

/** What the reserve holds in all, free and committed. */
async function reserve(): Promise<number> {
  return (await db().prepare(`SELECT SUM(balance_xaf) AS b FROM ledger_accounts WHERE id IN ${POOL}`).first<{ b: number }>())!.b;
}

/** The reserve's free balance: what can fund a new purchase's target return. */
async function free(): Promise<number> {
  return (await db().prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_reserve'").first<{ b: number }>())!
    .b;
}

async function returnsAndMaturities(userId: number): Promise<{ returns: number; matured: number }> {
  return (await db()
    .prepare(
      `SELECT (SELECT COALESCE(SUM(paid_days * daily_return_xaf), 0) FROM investments WHERE user_id = ?1) AS returns,
              COALESCE(SUM(CASE WHEN kind = 'maturity' THEN amount_xaf END), 0) AS matured
         FROM ledger_transfers WHERE user_id = ?1`,
    )
    .bind(userId)
    .first<{ returns: number; matured: number }>())!;
}
