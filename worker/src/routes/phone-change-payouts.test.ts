/**
 * A phone staff set is not proven by its holder (docs/product-rules.md#approvals, APR-3;
 * #corrections): one admin changing an investor's registered phone ends their sessions,
 * tells them, and a withdrawal to that number then needs a second admin. Before, one
 * finance admin changed the phone (the investor not told, the session kept) and alone
 * approved a withdrawal to it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, adminCookie, call, depositFor, newPhone, registerInvestor, sessionCookie } from "../../test/helpers";
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
    expect(res.status).toBe(200);
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

    // A withdrawal to the number staff set: one admin's approval becomes a proposal.
    const asked = await call("/api/transactions/withdraw", {
      method: "POST",
      cookie: again,
      body: { accountName: "Phone Owner", accountNumber: newNumber, paymentMethod: "MTN Mobile Money", amount: 3500 },
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    const approved = await call(`/api/admin/withdrawals/${id}/approve`, { method: "PUT", cookie: admin, body: {} });
    expect(approved.status).toBe(202);
    const row = await env.DB.prepare("SELECT status FROM withdrawal_requests WHERE id = ?").bind(id).first<{ status: string }>();
    expect(row!.status).toBe("pending");
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
