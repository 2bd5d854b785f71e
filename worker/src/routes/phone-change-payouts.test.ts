/**
 * A phone staff set is not proven by its holder (docs/product-rules.md#approvals, APR-3,
 * APR-8; #corrections): one admin's change of an investor's registered phone is only a
 * proposal; once a second admin approves it, the investor's sessions end, they are told,
 * and a withdrawal to that number then needs a second admin too. Before, one finance admin
 * changed the phone at once (the investor not told, the session kept) and alone approved a
 * withdrawal to it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  adminCookie,
  approveAsChecker,
  call,
  checkerCookie,
  depositFor,
  newPhone,
  registerInvestor,
  sessionCookie,
  verifyNumberFor,
} from "../../test/helpers";
import { edit, freshRegistrationsPerTest } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("an admin changes an investor's registered phone", () => {
  it("signs the investor out, tells them, and a payout to the new number needs a second admin", async () => {
    const { cookie, user, phone } = await registerInvestor({ fullName: "Phone Owner" });
    const admin = await adminCookie();
    await depositFor(cookie, 10_000, admin);
    const newNumber = newPhone("67");
    const res = await call(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { fullName: "Phone Owner", phone: newNumber }),
    });
    // One admin only proposes it: nothing changes until a second admin approves.
    expect(res.status).toBe(202);
    const { approvalId } = (await res.json()) as { approvalId: number };
    const stored = async () =>
      (await env.DB.prepare("SELECT phone FROM users WHERE id = ?").bind(user.id).first<{ phone: string }>())!.phone;
    expect(await stored()).toBe(phone);
    expect((await call("/api/user/dashboard", { cookie })).status).toBe(200);
    expect((await call(`/api/admin/approvals/${approvalId}/approve`, { method: "POST", cookie: admin, body: {} })).status).toBe(
      403,
    );
    await approveAsChecker(approvalId);
    expect(await stored()).toBe(newNumber);
    // The investor's session ended; they are told in their notifications once signed in again.
    expect((await call("/api/user/dashboard", { cookie })).status).toBe(401);
    const signedIn = await call("/api/auth/login", {
      method: "POST",
      body: { phone: newNumber, password: GOOD_PASSWORD },
      headers: { "CF-Connecting-IP": "198.51.100.90" },
    });
    expect(signedIn.status).toBe(200);
    const again = sessionCookie(signedIn);
    const list = (await (await call("/api/notifications", { cookie: again })).json()) as { code?: string; title: string }[];
    expect(list.some((n) => n.title === "Phone number changed")).toBe(true);

    // The number staff set is not verified for payouts (KYC-4): refused until its holder proves it.
    const body = { accountName: "Phone Owner", accountNumber: newNumber, paymentMethod: "MTN Mobile Money", amount: 3500 };
    const unproven = await call("/api/transactions/withdraw", { method: "POST", cookie: again, body });
    expect(unproven.status).toBe(409);
    expect(await unproven.json()).toMatchObject({ code: "payout_number_unverified", issues: [{ field: "accountNumber" }] });
    // Proven (as by a deposit from it), a withdrawal to it still needs a second admin (APR-3).
    await verifyNumberFor(user.id, newNumber);
    const asked = await call("/api/transactions/withdraw", { method: "POST", cookie: again, body });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    const approved = await call(`/api/admin/withdrawals/${id}/approve`, { method: "PUT", cookie: admin, body: {} });
    expect(approved.status).toBe(202);
    const row = await env.DB.prepare("SELECT status FROM withdrawal_requests WHERE id = ?").bind(id).first<{ status: string }>();
    expect(row!.status).toBe("pending");
  });

  it("fails the proposal and changes nothing when the phone changed meanwhile or the number was taken", async () => {
    const { user, phone } = await registerInvestor({ fullName: "Raced Phone" });
    const admin = await adminCookie();
    const first = newPhone("67");
    const propose = async (to: string) => {
      const res = await call(`/api/admin/users/${user.id}`, {
        method: "PUT",
        cookie: admin,
        body: edit(phone, { fullName: "Raced Phone", phone: to }),
      });
      expect(res.status, await res.clone().text()).toBe(202);
      return ((await res.json()) as { approvalId: number }).approvalId;
    };
    const id = await propose(first);
    // A second change of the same user's phone waits for the first to be decided.
    const second = await call(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { fullName: "Raced Phone", phone: newPhone("67") }),
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: "decide_first", issues: [{ field: "phone" }] });
    // Another investor registers the proposed number before the approval.
    await registerInvestor({ phone: first });
    const approved = await call(`/api/admin/approvals/${id}/approve`, {
      method: "POST",
      cookie: await checkerCookie(),
      body: {},
    });
    expect(approved.status).toBe(409);
    expect(await approved.json()).toMatchObject({ code: "phone_taken" });
    const row = await env.DB.prepare("SELECT phone FROM users WHERE id = ?").bind(user.id).first<{ phone: string }>();
    expect(row!.phone).toBe(phone);
    const proposal = await env.DB.prepare("SELECT status FROM approvals WHERE id = ?").bind(id).first<{ status: string }>();
    expect(proposal!.status).toBe("failed");
  });

  it("refuses at once a number another account is registered with", async () => {
    const { user, phone } = await registerInvestor({ fullName: "Wants Taken" });
    const other = await registerInvestor();
    const res = await call(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: edit(phone, { fullName: "Wants Taken", phone: other.phone }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "phone_taken", issues: [{ field: "phone" }] });
  });

  it("keeps the session and the one-admin approval when the edit leaves the phone and service as they are", async () => {
    const { cookie, user, phone } = await registerInvestor({ fullName: "Same Phone" });
    const admin = await adminCookie();
    await depositFor(cookie, 10_000, admin);
    const res = await call(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { fullName: "Renamed" }),
    });
    expect(res.status).toBe(200);
    expect((await call("/api/user/dashboard", { cookie })).status).toBe(200);
    const asked = await call("/api/transactions/withdraw", {
      method: "POST",
      cookie,
      body: { accountName: "Renamed", accountNumber: phone, paymentMethod: "MTN Mobile Money", amount: 3500 },
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    expect((await call(`/api/admin/withdrawals/${id}/approve`, { method: "PUT", cookie: admin, body: {} })).status).toBe(200);
  });
});
