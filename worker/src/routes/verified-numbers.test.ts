/**
 * Numbers proven by their holder (docs/product-rules.md#verified-numbers, KYC-1..KYC-4, issue
 * 35 sections 1 and 2): a number is verified for an account only by a completed automatic
 * deposit from it that the provider's answer names, or by two staff after a cooling-off; a
 * manual deposit verifies nothing; one live account per number; payouts go only to a
 * verified, usable number. Before, any number typed in the form received the money.
 */
import { env } from "cloudflare:test";
import type { VerificationView } from "@app/schema/contracts/verification";
import { describe, expect, it } from "vitest";
import { adminCookie, call, checkerCookie, depositFor, newPhone, principalOf, registerInvestor } from "../../test/helpers";
import { deliverCallbacks, deposit, payment, rule, sim, useSimulatedRails } from "../../test/rails-helpers";

useSimulatedRails();

const verification = async (cookie: string) =>
  (await (await call("/api/user/verification", { cookie })).json()) as VerificationView;

const withdraw = (cookie: string, accountNumber: string, amount = 3_500) =>
  call("/api/transactions/withdraw", {
    method: "POST",
    cookie,
    body: { accountName: "Awa Ndongo", accountNumber, paymentMethod: "MTN Mobile Money", amount },
  });

/** An automatic MTN deposit of `amount` from `phone` by the investor of `cookie`, completed. */
async function paidIn(cookie: string, phone: string, amount = 10_000) {
  const { id } = await deposit(cookie, phone, amount);
  await sim.advance(5);
  await deliverCallbacks();
  expect((await payment(id)).status).toBe("succeeded");
  return id;
}

describe("a number proven by its holder (KYC-1, KYC-2)", () => {
  it("starts unverified, stays so after a manual deposit, and is verified by a completed automatic deposit from it", async () => {
    const { cookie, phone } = await registerInvestor({ verified: false });
    expect(await verification(cookie)).toMatchObject({ tier: 0, phoneVerified: false, payoutNumbers: [], ageOfMajority: 21 });

    await depositFor(cookie, 10_000);
    expect(await verification(cookie)).toMatchObject({ tier: 0, phoneVerified: false, payoutNumbers: [] });
    const refused = await withdraw(cookie, phone);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "payout_number_unverified", issues: [{ field: "accountNumber" }] });
    expect(await principalOf(cookie)).toBe(10_000);
    const requests = await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawal_requests WHERE account_number = ?")
      .bind(phone)
      .first<{ n: number }>();
    expect(requests!.n).toBe(0);

    await paidIn(cookie, phone);
    const view = await verification(cookie);
    expect(view).toMatchObject({ tier: 1, phoneVerified: true });
    expect(view.payoutNumbers).toEqual([
      expect.objectContaining({ number: phone, service: "MTN Mobile Money", source: "deposit" }),
    ]);
    expect((await withdraw(cookie, phone)).status).toBe(201);
  });

  it("credits a deposit from a number verified on another account but verifies nothing, and erasure frees the number", async () => {
    const shared = newPhone("67");
    const first = await registerInvestor({ verified: false });
    await paidIn(first.cookie, shared);
    const second = await registerInvestor({ verified: false });
    await paidIn(second.cookie, shared, 7_000);
    expect(await principalOf(second.cookie)).toBe(7_000);
    expect(await verification(second.cookie)).toMatchObject({ tier: 0, payoutNumbers: [] });
    expect((await withdraw(second.cookie, shared)).status).toBe(409);

    // The first account is emptied and erased: the number may now prove another account.
    const admin = await adminCookie();
    const emptied = await call(`/api/admin/users/${first.user.id}`, {
      method: "PUT",
      cookie: admin,
      body: {
        fullName: "Test Investor",
        phone: first.phone,
        mobileMoneyService: "MTN Mobile Money",
        isActive: true,
        principalBalance: "0",
        expectedPrincipalBalance: "10000",
        reason: "Closing the account",
      },
    });
    expect(emptied.status).toBe(202);
    const { approvalId } = (await emptied.json()) as { approvalId: number };
    expect(
      (await call(`/api/admin/approvals/${approvalId}/approve`, { method: "POST", cookie: await checkerCookie(), body: {} }))
        .status,
    ).toBe(200);
    expect((await call(`/api/admin/users/${first.user.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    await paidIn(second.cookie, shared, 5_000);
    expect(await verification(second.cookie)).toMatchObject({
      tier: 1,
      payoutNumbers: [expect.objectContaining({ number: shared })],
    });
  });

  it("verifies nothing from a callback whose signature does not verify", async () => {
    const { cookie } = await registerInvestor({ verified: false });
    const phone = newPhone("67");
    rule(phone, { badSignature: true });
    await deposit(cookie, phone, 10_000);
    await sim.advance(5);
    await deliverCallbacks();
    expect(await verification(cookie)).toMatchObject({ tier: 0, payoutNumbers: [] });
  });
});

describe("a number staff verify (KYC-3)", () => {
  it("is a two-person decision, tells the investor at once, and receives payouts only after the cooling-off", async () => {
    const { cookie, user } = await registerInvestor({ verified: false });
    await depositFor(cookie, 10_000);
    const admin = await adminCookie();
    const number = newPhone("69");
    const path = `/api/admin/users/${user.id}/payout-numbers`;
    const bad = await call(path, {
      method: "POST",
      cookie: admin,
      body: { number: "12", service: "MTN Mobile Money", reason: "x" },
    });
    expect(bad.status).toBe(400);

    const proposed = await call(path, {
      method: "POST",
      cookie: admin,
      body: { number, service: "MTN Mobile Money", reason: "Investor showed the SIM at the office" },
    });
    expect(proposed.status).toBe(202);
    const { approvalId } = (await proposed.json()) as { approvalId: number };
    expect(await verification(cookie)).toMatchObject({ payoutNumbers: [] });
    expect((await call(`/api/admin/approvals/${approvalId}/approve`, { method: "POST", cookie: admin, body: {} })).status).toBe(
      403,
    );
    const approved = await call(`/api/admin/approvals/${approvalId}/approve`, {
      method: "POST",
      cookie: await checkerCookie(),
      body: {},
    });
    expect(approved.status).toBe(200);

    const [added] = (await verification(cookie)).payoutNumbers;
    expect(added).toMatchObject({ number, source: "staff" });
    const hours = (Date.parse(added!.usableFrom) - Date.parse(added!.verifiedAt)) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
    const told = (await (await call("/api/notifications", { cookie })).json()) as { title: string; message: string }[];
    expect(told.some((n) => n.title === "Withdrawal number added" && n.message.includes(number))).toBe(true);
    // Within the cooling-off, refused; nothing moved.
    expect((await withdraw(cookie, number)).status).toBe(409);
    expect(await principalOf(cookie)).toBe(10_000);

    // The same number for another account: refused at once.
    const other = await registerInvestor({ verified: false });
    const taken = await call(`/api/admin/users/${other.user.id}/payout-numbers`, {
      method: "POST",
      cookie: admin,
      body: { number, service: "MTN Mobile Money", reason: "Same number again" },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: "payout_number_taken", issues: [{ field: "number" }] });
  });
});
