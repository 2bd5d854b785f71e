/**
 * Every request to move money in one list (docs/product-rules.md#money-status, MST-1;
 * issue 34 item 6): automatic deposits (failed ones included) appear beside the deposit
 * verifications and withdrawals, on the dashboard's first page and through
 * GET /api/user/money-requests, paged by cursor without repeating or skipping a request,
 * in the shape the shared contract describes.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DashboardResponse } from "@app/schema/contracts/dashboard";
import { MONEY_REQUESTS_PAGE_SIZE, type MoneyRequest, moneyRequestsPage } from "@app/schema/contracts/money-requests";
import { call, registerInvestor } from "../../test/helpers";
import { submit } from "../../test/money-safety-helpers";
import { deposit, pollAt, requestWithdrawal, sim, useSimulatedRails } from "../../test/rails-helpers";

useSimulatedRails();

/** One page, held to the contract's shape (strict: no field more, none missing). */
async function page(cookie: string, cursor?: string) {
  const res = await call(`/api/user/money-requests${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return moneyRequestsPage.parse(await res.json());
}

const dashboard = async (cookie: string) => (await (await call("/api/user/dashboard", { cookie })).json()) as DashboardResponse;

/** What identifies a request across kinds. */
const key = (r: MoneyRequest) => `${r.kind}:${r.id}`;

describe("GET /api/user/money-requests", () => {
  it("lists an automatic deposit that failed, with the operator's code, beside a verification, a paid deposit and a withdrawal", async () => {
    // 20,000 paid in through the provider, then a withdrawal of 10,000 waiting for staff.
    const { cookie, depositId, id: withdrawalId } = await requestWithdrawal();
    // A deposit the payer never approved on their phone: failed, found by the poller.
    const failed = await deposit(cookie, "653456039", 5000);
    await sim.advance(5);
    sim.callbacks.splice(0);
    await pollAt(failed.id, 31);
    const verification = await submit(cookie, { amount: 3000 });
    expect(verification.status).toBe(201);
    const verificationId = ((await verification.json()) as { id: number }).id;

    const { requests, nextCursor } = await page(cookie);
    expect(nextCursor).toBeNull();
    expect(requests.map(key).sort()).toEqual(
      [
        `automatic_deposit:${depositId}`,
        `automatic_deposit:${failed.id}`,
        `withdrawal:${withdrawalId}`,
        `deposit_verification:${verificationId}`,
      ].sort(),
    );
    const byKey = Object.fromEntries(requests.map((r) => [key(r), r]));
    expect(byKey[`automatic_deposit:${failed.id}`]).toMatchObject({
      type: "deposit",
      status: "failed",
      amount: "5000.00",
      failureCode: "PAYMENT_NOT_APPROVED",
      reference: failed.reference,
      phone: "653456039",
    });
    expect(byKey[`automatic_deposit:${depositId}`]).toMatchObject({ status: "succeeded", amount: "20000.00", failureCode: null });
    expect(byKey[`withdrawal:${withdrawalId}`]).toMatchObject({
      type: "withdrawal",
      status: "pending",
      amountToReceive: "9500.00",
    });
    expect(byKey[`deposit_verification:${verificationId}`]).toMatchObject({ status: "pending", amount: "3000.00" });
    // Newest first: by creation, a tie by kind, then by row.
    const order = requests.map((r) => r.createdAt);
    expect([...order].sort().reverse()).toEqual(order);

    // The dashboard carries the same first page, in its one batch.
    expect((await dashboard(cookie)).moneyRequests).toEqual({ requests, nextCursor: null });
  });

  it("pages newest first by cursor, a tie on the instant included, and a request arriving between pages moves nothing", async () => {
    const { cookie, user } = await registerInvestor();
    // 45 requests, three of each instant (one of each kind): more than two pages.
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    for (let i = 0; i < 15; i++) {
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method, status, created_at)
           VALUES (?1, 'A', 'a', ?2, ?2, 1000, 'MTN', 'rejected', ?3)`,
        ).bind(user.id, `PG${user.id}X${i}`, at(i)),
        env.DB.prepare(
          `INSERT INTO payments (id, reference, provider, direction, user_id, amount_xaf, payment_method, phone, status, failure_code, created_at, updated_at)
           VALUES (?1, ?2, 'pawapay', 'deposit', ?3, 2000, 'Orange', '690000000', 'failed', 'PAYER_NOT_FOUND', ?4, ?4)`,
        ).bind(crypto.randomUUID(), `LA-${crypto.randomUUID().slice(0, 8).toUpperCase()}`, user.id, at(i)),
        env.DB.prepare(
          `INSERT INTO withdrawal_requests (user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method, status, created_at)
           VALUES (?1, 4000, 200, 'A', '670000001', 'MTN Mobile Money', 'failed', ?2)`,
        ).bind(user.id, at(i)),
      ]);
    }
    const first = await page(cookie);
    expect(first.requests).toHaveLength(MONEY_REQUESTS_PAGE_SIZE);
    // Newer requests arrive: they come before the first page, never inside the next ones.
    expect((await submit(cookie)).status).toBe(201);
    const seen = [...first.requests];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page(cookie, cursor);
      seen.push(...next.requests);
      cursor = next.nextCursor;
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map(key)).size).toBe(45);
    // Within an instant: the withdrawal, the automatic deposit, then the verification.
    expect(seen.slice(0, 3).map((r) => [r.createdAt, r.kind])).toEqual([
      [at(14), "withdrawal"],
      [at(14), "automatic_deposit"],
      [at(14), "deposit_verification"],
    ]);
    expect(seen.at(-1)).toMatchObject({ kind: "deposit_verification", createdAt: at(0) });
  });

  it("never shows another investor's requests", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    await deposit(a.cookie, "653456789");
    expect((await submit(a.cookie)).status).toBe(201);
    expect((await page(a.cookie)).requests).toHaveLength(2);
    expect(await page(b.cookie)).toEqual({ requests: [], nextCursor: null });
  });

  it.each([
    "abc",
    "2026-01-01T00:00:00.000Z_4_1",
    "2026-01-01T00:00:00.000Z_1_0",
    "1_1_1",
    "2026-01-01T00:00:00.000Z_1_1' OR 1=1",
  ])("refuses the cursor %j with 400 naming cursor", async (cursor) => {
    const { cookie } = await registerInvestor();
    const res = await call(`/api/user/money-requests?cursor=${encodeURIComponent(cursor)}`, { cookie });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; issues: { field: string }[] };
    expect(body.code).toBe("invalid_input");
    expect(body.issues.map((i) => i.field)).toEqual(["cursor"]);
  });

  it("answers 401 signed out", async () => {
    expect((await call("/api/user/money-requests")).status).toBe(401);
  });
});
