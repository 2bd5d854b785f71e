import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { postAtomically, transferStatement, userAccount, userBalances, trialBalance } from "./ledger";
import { call, expectLedgerConsistent, registerInvestor } from "../../test/helpers";

const db = () => env.DB;

async function transferCount(): Promise<number> {
  return (await db().prepare("SELECT COUNT(*) AS n FROM ledger_transfers").first<{ n: number }>())!.n;
}

describe("ledger", () => {
  it("posts a balanced transfer: the debit and the credit move by the same amount", async () => {
    const { user } = await registerInvestor();
    await postAtomically(db(), [
      transferStatement(db(), {
        idempotencyKey: `test-deposit:${user.id}`,
        debit: "cash:mtn",
        credit: userAccount(user.id, "principal"),
        amountXaf: 25_000,
        kind: "deposit",
        userId: user.id,
      }),
    ]);
    expect((await userBalances(db(), user.id)).principal).toBe(25_000);
    const cash = await db()
      .prepare("SELECT balance_xaf FROM ledger_accounts WHERE id = 'cash:mtn'")
      .first<{ balance_xaf: number }>();
    expect(cash!.balance_xaf).toBe(-25_000);
    await expectLedgerConsistent();
  });

  it("ignores a repeated idempotency key", async () => {
    const { user } = await registerInvestor();
    const t = {
      idempotencyKey: `dup:${user.id}`,
      debit: "cash:orange" as const,
      credit: userAccount(user.id, "principal"),
      amountXaf: 1000,
      kind: "deposit" as const,
      userId: user.id,
    };
    await postAtomically(db(), [transferStatement(db(), t)]);
    await postAtomically(db(), [transferStatement(db(), t)]);
    expect((await userBalances(db(), user.id)).principal).toBe(1000);
  });

  it("refuses an overdraft and writes nothing, not even the other statements of the batch", async () => {
    const { user } = await registerInvestor();
    const before = await transferCount();
    await expect(
      postAtomically(db(), [
        transferStatement(db(), {
          idempotencyKey: `ok-part:${user.id}`,
          debit: "cash:mtn",
          credit: userAccount(user.id, "referral"),
          amountXaf: 500,
          kind: "deposit",
          userId: user.id,
        }),
        transferStatement(db(), {
          idempotencyKey: `overdraft:${user.id}`,
          debit: userAccount(user.id, "principal"),
          credit: userAccount(user.id, "withdrawal_hold"),
          amountXaf: 1,
          kind: "withdrawal_hold",
          userId: user.id,
        }),
      ]),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    expect(await transferCount()).toBe(before);
    expect(await userBalances(db(), user.id)).toEqual({ principal: 0, referral: 0, invested: 0, withdrawal_hold: 0 });
  });

  it("refuses to update or delete a transfer", async () => {
    await expect(db().prepare("UPDATE ledger_transfers SET amount_xaf = 1").run()).rejects.toThrow(/append-only/);
    await expect(db().prepare("DELETE FROM ledger_transfers").run()).rejects.toThrow(/append-only/);
  });

  it("keeps the trial balance at zero after a sequence of transfers", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const steps = [
      { debit: "cash:mtn", credit: userAccount(a.user.id, "principal"), amountXaf: 50_000, kind: "deposit" },
      { debit: "operator_capital", credit: "returns_reserve", amountXaf: 10_000, kind: "reserve_funding" },
      {
        debit: userAccount(a.user.id, "principal"),
        credit: userAccount(a.user.id, "invested"),
        amountXaf: 25_000,
        kind: "investment",
      },
      { debit: "returns_reserve", credit: userAccount(b.user.id, "referral"), amountXaf: 1000, kind: "referral_bonus" },
      { debit: "returns_reserve", credit: userAccount(a.user.id, "principal"), amountXaf: 125, kind: "daily_return" },
      {
        debit: userAccount(a.user.id, "principal"),
        credit: userAccount(a.user.id, "withdrawal_hold"),
        amountXaf: 5000,
        kind: "withdrawal_hold",
      },
      { debit: userAccount(a.user.id, "withdrawal_hold"), credit: "cash:mtn", amountXaf: 4750, kind: "withdrawal_payout" },
      { debit: userAccount(a.user.id, "withdrawal_hold"), credit: "fees", amountXaf: 250, kind: "withdrawal_fee" },
    ] as const;
    for (const [i, s] of steps.entries()) {
      await postAtomically(db(), [transferStatement(db(), { ...s, idempotencyKey: `seq:${a.user.id}:${i}`, userId: a.user.id })]);
    }
    const tb = await trialBalance(db());
    expect(tb.totalXaf).toBe(0);
    expect(tb.accounts.find((x) => x.accountId === "returns_reserve")!.balanceXaf).toBe(8875);
    expect(await userBalances(db(), a.user.id)).toEqual({ principal: 20_125, referral: 0, invested: 25_000, withdrawal_hold: 0 });
    await expectLedgerConsistent();
  });

  it("reports through the API the balances that the entries add up to", async () => {
    const { user, cookie } = await registerInvestor();
    await postAtomically(db(), [
      transferStatement(db(), {
        idempotencyKey: `api:${user.id}:1`,
        debit: "cash:mtn",
        credit: userAccount(user.id, "principal"),
        amountXaf: 12_300,
        kind: "deposit",
        userId: user.id,
      }),
      transferStatement(db(), {
        idempotencyKey: `api:${user.id}:2`,
        debit: "adjustments",
        credit: userAccount(user.id, "referral"),
        amountXaf: 700,
        kind: "adjustment",
        userId: user.id,
      }),
    ]);
    const fromEntries = async (account: string) =>
      (await db()
        .prepare(
          `SELECT COALESCE(SUM(CASE WHEN credit_account_id = ?1 THEN amount_xaf ELSE -amount_xaf END), 0) AS b
             FROM ledger_transfers WHERE credit_account_id = ?1 OR debit_account_id = ?1`,
        )
        .bind(account)
        .first<{ b: number }>())!.b;
    const me = (await (await call("/api/auth/user", { cookie })).json()) as { principalBalance: string; referralBalance: string };
    expect(me.principalBalance).toBe(`${await fromEntries(userAccount(user.id, "principal"))}.00`);
    expect(me.referralBalance).toBe(`${await fromEntries(userAccount(user.id, "referral"))}.00`);
    expect(me.principalBalance).toBe("12300.00");
    await expectLedgerConsistent();
  });
});
