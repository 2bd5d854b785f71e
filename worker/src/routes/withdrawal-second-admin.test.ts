/**
 * The staff's withdrawal view says whether approving it needs a second admin, by the same
 * rule the approval follows (docs/product-rules.md#approvals, APR-2, APR-3; issue 34 item 14):
 * the Approve dialog reads `secondAdminRequired` and says a proposal is made, instead of
 * guessing. Each case's answer is checked against what approving then does (200 or 202).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, depositFor, newPhone, registerInvestor } from "../../test/helpers";
import { approveWithdrawal, withdraw } from "../../test/approval-helpers";

async function viewOf(id: number, cookie: string) {
  const res = await call("/api/admin/withdrawals", { cookie });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items: { id: number; secondAdminRequired: boolean; newPayoutNumber: boolean }[] };
  return body.items.find((w) => w.id === id)!;
}

describe("GET /api/admin/withdrawals: secondAdminRequired", () => {
  it("is false for a payout to the registered phone at or below the threshold, and one admin approves it", async () => {
    const owner = await adminCookie();
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 20_000, owner);
    const id = await withdraw(cookie, 5000, user.phone);
    expect(await viewOf(id, owner)).toMatchObject({ secondAdminRequired: false, newPayoutNumber: false });
    expect((await approveWithdrawal(id, owner)).status).toBe(200);
  });

  it("is true above the threshold, to a new number and to a phone staff set, and approving makes a proposal", async () => {
    const owner = await adminCookie();
    const { cookie, user } = await registerInvestor();
    await depositFor(cookie, 250_000, owner);
    const above = await withdraw(cookie, 100_001, user.phone);
    const elsewhere = await withdraw(cookie, 5000, newPhone("69"));
    const staffSet = await withdraw(cookie, 5000, user.phone);
    await env.DB.prepare("UPDATE users SET phone_set_by_staff_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?")
      .bind(user.id)
      .run();
    for (const id of [above, elsewhere, staffSet]) {
      expect(await viewOf(id, owner), String(id)).toMatchObject({ secondAdminRequired: true });
      expect((await approveWithdrawal(id, owner)).status, String(id)).toBe(202);
    }
  });
});
