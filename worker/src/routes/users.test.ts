import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  editUser,
  principalOf,
  GOOD_PASSWORD,
  PASSWORD_FIELD,
  adminCookie,
  call,
  depositFor,
  expectLedgerConsistent,
  registerInvestor,
  sessionCookie,
} from "../../test/helpers";

describe("admin access", () => {
  it("refuses anonymous callers and investor sessions on every admin route", async () => {
    const { cookie } = await registerInvestor();
    for (const path of ["/api/admin/stats", "/api/admin/users", "/api/admin/audit-log", "/api/admin/me"]) {
      expect((await call(path)).status).toBe(401);
      expect((await call(path, { cookie })).status).toBe(401);
    }
    expect((await call("/api/admin/users/1/suspend", { method: "PUT", cookie, body: { isActive: false } })).status).toBe(401);
  });

  it("signs the configured admin in, and refuses a wrong password", async () => {
    const bad = await call("/api/admin/login", { method: "POST", body: { username: "admin", password: "wrong-password" } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: "Invalid credentials" });
    const cookie = await adminCookie();
    expect(cookie).toMatch(/^__Host-lionart_admin=/);
    expect((await call("/api/admin/me", { cookie })).status).toBe(200);
    // An admin session does not open investor routes either.
    expect((await call("/api/auth/user", { cookie })).status).toBe(401);
  });

  it("ends the admin session at logout", async () => {
    const cookie = await adminCookie();
    await call("/api/admin/logout", { method: "POST", cookie });
    expect((await call("/api/admin/stats", { cookie })).status).toBe(401);
  });
});

describe("GET /api/admin/users and /stats", () => {
  it("lists users with balances and never a password field", async () => {
    const { user } = await registerInvestor({ fullName: "Listed Person" });
    const cookie = await adminCookie();
    const res = await call("/api/admin/users", { cookie });
    const text = await res.text();
    expect(text).not.toMatch(PASSWORD_FIELD);
    const { items: users, total } = JSON.parse(text) as { items: { id: number; fullName: string }[]; total: number };
    expect(users.find((u) => u.id === user.id)?.fullName).toBe("Listed Person");
    const stats = (await (await call("/api/admin/stats", { cookie })).json()) as Record<string, unknown>;
    expect(stats).toMatchObject({ totalUsers: total, activeInvestments: 0, totalDeposits: "0.00", pendingWithdrawals: 0 });
  });
});

describe("PUT /api/admin/users/{id}/suspend", () => {
  it("refuses the suspended user's old cookie on the next request, lets them sign in to a suspended view, and audits it", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const res = await call(`/api/admin/users/${user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive: false } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, isActive: false });
    expect((await call("/api/auth/user", { cookie })).status).toBe(401);
    const again = await call("/api/auth/login", { method: "POST", body: { phone, password: GOOD_PASSWORD } });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ user: { isActive: false } });
    const log = (
      (await (await call("/api/admin/audit-log", { cookie: admin })).json()) as { items: { action: string; targetId: string }[] }
    ).items;
    expect(log).toContainEqual(expect.objectContaining({ action: "user.suspend", targetId: String(user.id) }));
  });

  it("answers 404 for an unknown user and 400 for a bad id or body", async () => {
    const admin = await adminCookie();
    expect(
      (await call("/api/admin/users/999999/suspend", { method: "PUT", cookie: admin, body: { isActive: false } })).status,
    ).toBe(404);
    expect((await call("/api/admin/users/abc/suspend", { method: "PUT", cookie: admin, body: { isActive: false } })).status).toBe(
      400,
    );
    expect((await call("/api/admin/users/1/suspend", { method: "PUT", cookie: admin, body: { isActive: "no" } })).status).toBe(
      400,
    );
  });
});

describe("POST /api/admin/users/{id}/reset-password", () => {
  it("issues a one-time password the user must replace, ending their sessions", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const res = await call(`/api/admin/users/${user.id}/reset-password`, { method: "POST", cookie: admin });
    const { temporaryPassword } = (await res.json()) as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await call("/api/auth/user", { cookie })).status).toBe(401);
    const stored = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ password_hash: string }>();
    expect(stored!.password_hash).not.toContain(temporaryPassword);
    const signIn = await call("/api/auth/login", { method: "POST", body: { phone, password: temporaryPassword } });
    expect(await signIn.json()).toMatchObject({ user: { mustChangePassword: true } });
    const change = await call("/api/auth/password", {
      method: "POST",
      cookie: sessionCookie(signIn),
      body: { currentPassword: temporaryPassword, newPassword: "fresh-mango-77" },
    });
    expect(change.status).toBe(200);
  });
});

describe("PUT /api/admin/users/{id}", () => {
  const edit = (over: Record<string, unknown> = {}) => ({
    fullName: "Edited Name",
    phone: "690000123",
    mobileMoneyService: "Orange Money",
    principalBalance: "0.00",
    expectedPrincipalBalance: "0.00",
    referralBalance: "0.00",
    expectedReferralBalance: "0.00",
    isActive: true,
    ...over,
  });

  it("records a balance change as an adjustment with its reason, never an overwrite", async () => {
    const { user, cookie, phone } = await registerInvestor();
    // Phone and service as registered: changing them would end the investor's session.
    const same = { phone, mobileMoneyService: "MTN Mobile Money" };
    const admin = await adminCookie();
    const refused = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit({ ...same, principalBalance: "1500.00" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ issues: [{ field: "reason" }] });
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit({ ...same, principalBalance: "1500.00", reason: "Refund of MTN fee" }),
    });
    expect(res.status).toBe(200);
    expect(await principalOf(cookie)).toBe(1500);
    const down = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit({ ...same, principalBalance: "1000", expectedPrincipalBalance: "1500", reason: "Correction" }),
    });
    expect(down.status).toBe(200);
    expect(await principalOf(cookie)).toBe(1000);
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as {
      transactions: { type: string; amount: string; memo: string }[];
    };
    expect(dash.transactions.map((t) => [t.type, t.amount, t.memo])).toEqual([
      ["adjustment", "-500.00", "Correction"],
      ["adjustment", "1500.00", "Refund of MTN fee"],
    ]);
    await expectLedgerConsistent();
  });

  it("refuses a phone another account uses", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const res = await editUser(`/api/admin/users/${a.user.id}`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: edit({ phone: b.phone }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "phone_taken", issues: [{ field: "phone", code: "phone_taken" }] });
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("is refused while the user holds money, then erases personal data and keeps the ledger", async () => {
    const { user, cookie, phone } = await registerInvestor({ fullName: "To Be Erased" });
    const admin = await adminCookie();
    await depositFor(cookie, 2000, admin);
    const refused = await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "user_holds_money" });
    await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: {
        fullName: "To Be Erased",
        phone,
        mobileMoneyService: "MTN Mobile Money",
        principalBalance: "0",
        expectedPrincipalBalance: "2000",
        isActive: true,
        reason: "Paid out in cash at the office",
      },
    });
    expect((await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    expect((await call("/api/auth/user", { cookie })).status).toBe(401);
    const row = await env.DB.prepare("SELECT full_name, phone, password_hash, deleted_at FROM users WHERE id = ?")
      .bind(user.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ full_name: null, phone: null, password_hash: null });
    expect(row!.deleted_at).toBeTruthy();
    const kept = await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_transfers WHERE user_id = ?").bind(user.id).first();
    expect(kept).toEqual({ n: 2 });
    await expectLedgerConsistent();
  });
});
describe("GET /api/user/statement.csv", () => {
  it("lists the investor's entries with running balances, in French when asked by ?lang= or Accept-Language", async () => {
    const { cookie } = await registerInvestor();
    await depositFor(cookie, 5000);
    await depositFor(cookie, 2000);
    const res = await call("/api/user/statement.csv?lang=fr", { cookie });
    expect(res.headers.get("Content-Type")).toMatch(/text\/csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("Date (Africa/Douala),Compte,Type,Référence,Débit (XAF),Crédit (XAF),Solde (XAF)");
    // Newest first, as the printable statement (STM-1).
    expect(lines.slice(1).map((l) => l.split(",").slice(1).join(","))).toEqual([
      expect.stringMatching(/^Principal,Dépôt,.*,,2000,7000$/),
      expect.stringMatching(/^Principal,Dépôt,.*,,5000,5000$/),
    ]);
    const byHeader = await call("/api/user/statement.csv", { cookie, headers: { "Accept-Language": "fr-FR,fr;q=0.8" } });
    expect((await byHeader.text()).replace(/^\uFEFF/, "").split("\n")[0]).toBe(lines[0]);
    const english = await call("/api/user/statement.csv?lang=en", { cookie, headers: { "Accept-Language": "fr" } });
    expect((await english.text()).replace(/^\uFEFF/, "").split("\n")[0]).toMatch(/^Date \(Africa\/Douala\),Account,Type,/);
    expect((await call("/api/user/statement.csv?lang=de", { cookie })).status).toBe(400);
    expect((await call("/api/user/statement.csv")).status).toBe(401);
  });
});
