/**
 * One withdrawal, one line (docs/product-rules.md#screen-dashboard, #statements): the
 * history the dashboard and the on-screen statement read gives each withdrawal once,
 * on the hold that took it from principal, with its state, fee and the amount received;
 * the payout and fee transfers stay in the ledger (and in the CSV) but are not lines of
 * their own.
 */
import { describe, expect, it } from "vitest";
import { adminCookie, call, depositFor, expectLedgerConsistent, registerInvestor } from "../../../test/helpers";

const withdraw = async (cookie: string, amount: number, accountNumber: string) =>
  (await (
    await call("/api/transactions/withdraw", {
      method: "POST",
      cookie,
      body: { accountName: "Awa Ndongo", accountNumber, paymentMethod: "MTN Mobile Money", amount },
    })
  ).json()) as { id: number };

interface Line {
  type: string;
  amount: string;
  status: string;
  withdrawal: { fee: string; amountToReceive: string } | null;
}

describe("a withdrawal in the investor's history", () => {
  it("is one dashboard line with its state, fee and amount received, pending then paid", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 20_000, admin);
    const w = await withdraw(cookie, 5000, user.phone);
    const lines = async () =>
      ((await (await call("/api/user/dashboard", { cookie })).json()) as { transactions: Line[] }).transactions.map((t) => [
        t.type,
        t.amount,
        t.status,
        t.withdrawal,
      ]);
    expect(await lines()).toEqual([
      ["withdrawal_hold", "-5000.00", "pending", { fee: "250.00", amountToReceive: "4750.00" }],
      ["deposit", "20000.00", "completed", null],
    ]);
    expect((await call(`/api/admin/withdrawals/${w.id}/approve`, { method: "PUT", cookie: admin, body: {} })).status).toBe(200);
    expect(await lines()).toEqual([
      ["withdrawal_hold", "-5000.00", "completed", { fee: "250.00", amountToReceive: "4750.00" }],
      ["deposit", "20000.00", "completed", null],
    ]);
    await expectLedgerConsistent();
  });

  it("is one statement line, on principal, with its state, fee and amount received; the CSV keeps every entry", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 20_000, admin);
    const w = await withdraw(cookie, 5000, user.phone);
    await call(`/api/admin/withdrawals/${w.id}/approve`, { method: "PUT", cookie: admin, body: {} });
    const page = (await (await call("/api/user/statement", { cookie })).json()) as {
      entries: { account: string; kind: string; debitXaf: number; creditXaf: number; balanceXaf: number; withdrawal: unknown }[];
    };
    expect(page.entries.map((e) => [e.account, e.kind, e.debitXaf, e.creditXaf, e.balanceXaf, e.withdrawal])).toEqual([
      ["principal", "withdrawal_hold", 5000, 0, 15_000, { status: "completed", fee: "250.00", amountToReceive: "4750.00" }],
      ["principal", "deposit", 0, 20_000, 20_000, null],
    ]);
    const csv = await (await call("/api/user/statement.csv?lang=en", { cookie })).text();
    expect(csv).toContain("Withdrawal paid");
    expect(csv).toContain("Withdrawal fee");
  });

  it("rejected: one line says so and that the money came back, no '+' line beside it (issue 34)", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 8000, admin);
    const w = await withdraw(cookie, 8000, user.phone);
    await call(`/api/admin/withdrawals/${w.id}/reject`, { method: "PUT", cookie: admin, body: {} });
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as { transactions: Line[] };
    expect(dash.transactions.map((t) => [t.type, t.amount, t.status])).toEqual([
      ["withdrawal_hold", "-8000.00", "failed"],
      ["deposit", "8000.00", "completed"],
    ]);
    // The statement, with running balances, keeps both movements.
    const page = (await (await call("/api/user/statement", { cookie })).json()) as { entries: { kind: string }[] };
    expect(page.entries.map((e) => e.kind)).toContain("withdrawal_release");
  });
});
