/**
 * Issue 6, items 1 to 9 attacked with cases beyond those the fixes were written for:
 * invisible reasons, stale figures on the other balance, temporary passwords raced and
 * replayed on every route, look-alike transaction ids, parallel password guessing, every
 * path id of the app, link and number tricks, and instants at the edges of the cron's range.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { userUpdateInput } from "@app/schema/contracts/admin";
import { updateUser } from "../services/admin-users";
import { carryOut } from "../services/approval-actions";
import { approve } from "../services/approvals";
import type { AdminRow } from "../services/admins";
import {
  editUser,
  GOOD_PASSWORD,
  adminCookie,
  call,
  depositFor,
  expectLedgerConsistent,
  principalOf,
  registerInvestor,
  sessionCookie,
} from "../../test/helpers";
import { adjustments, count, freshRegistrationsPerTest, submit } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

const edit = (phone: string, over: Record<string, unknown> = {}) => ({
  fullName: "Edited Name",
  phone,
  mobileMoneyService: "MTN Mobile Money",
  isActive: true,
  ...over,
});

describe("item 1: reasons and expected balances, attacked", () => {
  it.each([
    ["spaces and NBSP", "  \u00A0\u00A0\u2007\u202F   "],
    ["zero-width joiners and RTL marks", "ab\u200D\u200C\u200F\u200E\u2066\u2069"],
    ["control characters", "\u0001\u0002\u0003\u0004\u0005\u0006"],
    ["combining marks alone", "\u0301\u0302\u0303\u0304\u0305\u0306"],
    ["Hangul fillers", "\u3164\u3164\u3164\u3164\u3164\u3164"],
    ["Braille blanks", "\u2800\u2800\u2800\u2800\u2800\u2800"],
    ["a letter with five combining marks", "a\u0301\u0301\u0301\u0301"],
  ])("refuses a reason of %s (fewer than 5 visible characters) and moves nothing", async (_, reason) => {
    const { user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { principalBalance: "1500", expectedPrincipalBalance: "0", reason }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "reason" }] });
    expect(await adjustments(user.id)).toBe(0);
  });

  it("counts an accented letter written with a combining mark as one visible character", async () => {
    const { user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { principalBalance: "1500", expectedPrincipalBalance: "0", reason: "Re\u0301gul" }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await adjustments(user.id)).toBe(1);
  });

  it("reads an expected balance with leading zeros or .00 as the same figure, and refuses a fraction", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 2000, admin);
    const ok = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { principalBalance: "2500.00", expectedPrincipalBalance: "0002000", reason: "Refund of MTN fee" }),
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await principalOf(cookie)).toBe(2500);
    const frac = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { principalBalance: "3000", expectedPrincipalBalance: "2500.50", reason: "Refund of MTN fee" }),
    });
    expect(frac.status).toBe(400);
    expect(await frac.json()).toMatchObject({ issues: [{ field: "expectedPrincipalBalance" }] });
    for (const bad of ["-1", "1e3", " 2500", "2500 ", "0x9C4", "2,500", "٢٥٠٠"]) {
      const res = await editUser(`/api/admin/users/${user.id}`, {
        method: "PUT",
        cookie: admin,
        body: edit(phone, { principalBalance: "3000", expectedPrincipalBalance: bad, reason: "Refund of MTN fee" }),
      });
      expect(res.status, bad).toBe(400);
    }
    expect(await principalOf(cookie)).toBe(2500);
    expect(await adjustments(user.id)).toBe(1);
  });

  it("needs the referral figure seen when only the principal's figure is sent with a referral change", async () => {
    const { user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, {
        principalBalance: "0",
        expectedPrincipalBalance: "0",
        referralBalance: "1000",
        reason: "Bonus owed from March",
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ field: "expectedReferralBalance" }] });
    expect(await adjustments(user.id)).toBe(0);
  });

  it("refuses the whole edit when the balance left unchanged moved, even though the changed one did not", async () => {
    const { cookie, user, phone } = await registerInvestor({ fullName: "Kept Name" });
    const admin = await adminCookie();
    await depositFor(cookie, 2000, admin);
    // The dialog saw principal 0 and referral 0; a deposit of 2,000 landed; the admin changes only the referral.
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, {
        principalBalance: "0",
        expectedPrincipalBalance: "0",
        referralBalance: "1000",
        expectedReferralBalance: "0",
        reason: "Bonus owed from March",
      }),
    });
    // The principal's figure is unchanged (0 -> 0): nothing is posted on it, whatever it is now.
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await principalOf(cookie)).toBe(2000);
    expect(await adjustments(user.id)).toBe(1);
    // A stale referral figure is refused even when the principal's is fresh.
    const stale = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, {
        fullName: "Changed Name",
        principalBalance: "2500",
        expectedPrincipalBalance: "2000",
        referralBalance: "500",
        expectedReferralBalance: "0",
        reason: "Refund of MTN fee",
      }),
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "balance_changed" });
    expect(await principalOf(cookie)).toBe(2000);
    expect(await adjustments(user.id)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = ? AND full_name = 'Edited Name'", user.id)).toBe(1);
    await expectLedgerConsistent();
  });

  it("refuses to take a balance below zero, and changes nothing", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 2000, admin);
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { principalBalance: "-500", expectedPrincipalBalance: "2000", reason: "Refund of MTN fee" }),
    });
    expect(res.status).toBe(400);
    expect(await principalOf(cookie)).toBe(2000);
  });
});

describe("item 2: erasure, attacked", () => {
  it("does not let a hidden pending verification block the user's limits or erasure for ever", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    const sub = (await (await submit(cookie)).json()) as { id: number };
    // Hiding a pending verification is refused: it must be decided, or it would stay pending unseen.
    const hide = await call(`/api/admin/deposit-verifications/${sub.id}`, { method: "DELETE", cookie: admin });
    expect(hide.status).toBe(409);
    expect(await hide.json()).toMatchObject({ code: "decide_first" });
    expect(await count("SELECT COUNT(*) AS n FROM deposit_verifications WHERE id = ? AND hidden_at IS NULL", sub.id)).toBe(1);
    // Rejected, it can be hidden, and the user erased.
    const reject = await call(`/api/admin/deposit-verifications/${sub.id}`, {
      method: "PATCH",
      cookie: admin,
      body: { status: "rejected" },
    });
    expect(reject.status).toBe(200);
    expect((await call(`/api/admin/deposit-verifications/${sub.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    expect((await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
  });
});

describe("item 3: temporary passwords, attacked", () => {
  async function reset() {
    const investor = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(investor.cookie, 10_000, admin);
    const res = await call(`/api/admin/users/${investor.user.id}/reset-password`, { method: "POST", cookie: admin });
    const { temporaryPassword } = (await res.json()) as { temporaryPassword: string };
    return { ...investor, admin, temporaryPassword };
  }

  it("opens one sign-in only when two sign-ins with it race", async () => {
    const { phone, temporaryPassword } = await reset();
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        call("/api/auth/login", {
          method: "POST",
          body: { phone, password: temporaryPassword },
          headers: { "CF-Connecting-IP": `198.51.100.${30 + i}` },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("ends a session on another device at the reset", async () => {
    const { cookie } = await reset();
    const res = await call("/api/user/dashboard", { cookie });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "session_ended" });
  });

  it("lets a temporary-password session reach no investor route of the app but the three allowed", async () => {
    const { phone, temporaryPassword, user } = await reset();
    const signIn = await call("/api/auth/login", { method: "POST", body: { phone, password: temporaryPassword } });
    const cookie = sessionCookie(signIn);
    const allowed = new Set(["GET /api/auth/user", "POST /api/auth/password", "POST /api/auth/logout"]);
    // Readable signed out (public figures and settings, sign-in and registration).
    const publicRoutes = new Set([
      "GET /api/settings/public",
      "GET /api/transparency",
      "POST /api/auth/login",
      "POST /api/auth/register",
      "POST /api/payments/:provider/callback", // signed by the provider, no session (RAIL-6)
    ]);
    const seen = new Set<string>();
    for (const route of app.routes) {
      const key = `${route.method} ${route.path}`;
      if (
        route.method === "ALL" ||
        !route.path.startsWith("/api/") ||
        route.path.startsWith("/api/admin") ||
        allowed.has(key) ||
        publicRoutes.has(key) ||
        seen.has(key)
      )
        continue;
      seen.add(key);
      const res = await call(route.path.replace(/:id\b/g, "1"), {
        method: route.method,
        cookie,
        body: route.method === "GET" ? undefined : {},
      });
      expect([401, 403, 404], key).toContain(res.status);
      if (res.status !== 404) expect(await res.json(), key).toMatchObject({ code: "password_change_required" });
    }
    expect(seen.size).toBeGreaterThan(8);
    expect(await count("SELECT COUNT(*) AS n FROM withdrawal_requests WHERE user_id = ?", user.id)).toBe(0);
    expect(await principalOf(cookie).catch(() => -1)).toBe(10_000);
  });
});

describe("item 4: transaction ids, attacked", () => {
  it.each([
    ["Arabic-Indic digits", (id: string) => id.replace(/[0-9]/g, (d) => String.fromCodePoint(0x660 + Number(d)))],
    ["Eastern Arabic-Indic digits", (id: string) => id.replace(/[0-9]/g, (d) => String.fromCodePoint(0x6f0 + Number(d)))],
    ["Devanagari digits", (id: string) => id.replace(/[0-9]/g, (d) => String.fromCodePoint(0x966 + Number(d)))],
    [
      "full-width letters and digits",
      (id: string) => id.replace(/[0-9A-Z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)),
    ],
    ["a soft hyphen", (id: string) => `${id.slice(0, 4)}\u00AD${id.slice(4)}`],
    ["an en dash and an em dash", (id: string) => `${id.slice(0, 4)}\u2013${id.slice(4, 8)}\u2014${id.slice(8)}`],
    ["a non-breaking hyphen and a minus sign", (id: string) => `${id.slice(0, 4)}\u2011${id.slice(4, 8)}\u2212${id.slice(8)}`],
    ["a word joiner and a BOM", (id: string) => `\uFEFF${id.slice(0, 4)}\u2060${id.slice(4)}`],
    ["circled digits", (id: string) => id.replace(/[1-9]/g, (d) => String.fromCodePoint(0x2460 + Number(d) - 1))],
  ])("treats a copy with %s as the same transaction", async (_, variant) => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const id = `MP${String(Date.now()).slice(-10)}`;
    expect((await submit(a.cookie, { transactionId: id })).status).toBe(201);
    const copy = await submit(b.cookie, { transactionId: variant(id) });
    expect(copy.status, variant(id)).toBe(409);
    expect(await copy.json()).toMatchObject({ code: "duplicate_transaction_id", issues: [{ field: "transactionId" }] });
  });

  it("refuses ids with letters outside the Latin alphabet, so look-alikes cannot pass as new", async () => {
    const { cookie } = await registerInvestor();
    // Cyrillic М and Р look like Latin M and P; Greek Ο like O.
    for (const lookalike of ["\u041C\u0420240101", "CI24\u039F101", "支付24010112"]) {
      const res = await submit(cookie, { transactionId: lookalike });
      expect(res.status, lookalike).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "transactionId" }] });
    }
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM deposit_verifications WHERE user_id = (SELECT id FROM users WHERE phone = (SELECT phone FROM users ORDER BY id DESC LIMIT 1))",
      ),
    ).toBe(0);
  });

  it("keeps a rejected id refused for another user, also once the first user resubmitted it", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const admin = await adminCookie();
    const id = `CI${String(Date.now()).slice(-10)}`;
    const first = (await (await submit(a.cookie, { transactionId: id })).json()) as { id: number };
    await call(`/api/admin/deposit-verifications/${first.id}`, { method: "PATCH", cookie: admin, body: { status: "rejected" } });
    const again = (await (await submit(a.cookie, { transactionId: id.toLowerCase() })).json()) as { id: number };
    await call(`/api/admin/deposit-verifications/${again.id}`, { method: "PATCH", cookie: admin, body: { status: "rejected" } });
    // Both of A's are rejected: B is still refused, A may try a third time.
    expect((await submit(b.cookie, { transactionId: id })).status).toBe(409);
    expect((await submit(a.cookie, { transactionId: ` ${id}. ` })).status).toBe(201);
  });
});

describe("typed text in the investor's CSV statement", () => {
  it("cannot run as a spreadsheet formula: typed ids and reasons are written as text", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const typed = `=HYPERLINK("https://evil.example/${Date.now()}","MP")`;
    const sub = (await (await submit(cookie, { transactionId: typed })).json()) as { id: number };
    await call(`/api/admin/deposit-verifications/${sub.id}`, { method: "PATCH", cookie: admin, body: { status: "approved" } });
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { principalBalance: "5500", expectedPrincipalBalance: "5000", reason: "=1+2 fee refund" }),
    });
    expect(res.status).toBe(200);
    const csv = await (await call("/api/user/statement.csv?lang=en", { cookie })).text();
    const lines = csv.split("\n").filter((l) => l.includes("HYPERLINK") || l.includes("fee refund"));
    expect(lines).toHaveLength(2);
    // No field starts with = + - @, so no spreadsheet evaluates one.
    for (const line of lines) expect(line).not.toMatch(/(^|,)"?[=+\-@]/);
  });
});

describe("item 6: guessing passwords, attacked", () => {
  const login = (phone: string, password: string, cookie?: string, address = "198.51.100.70") =>
    call("/api/auth/login", { method: "POST", body: { phone, password }, cookie, headers: { "CF-Connecting-IP": address } });

  it("lets at most 5 wrong passwords through when 20 arrive at once from clients without a device cookie", async () => {
    const { phone } = await registerInvestor();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(phone, `wrong-${i}-guess`, undefined, `203.0.113.${100 + i}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    // Past the account's limit a client without its device cookie must pass a challenge (AUTH-11).
    const challenged = await Promise.all(results.filter((r) => r.status === 403).map((r) => r.json<{ code: string }>()));
    expect(challenged.filter((b) => b.code === "challenge_required").length).toBeGreaterThanOrEqual(15);
    const right = await login(phone, GOOD_PASSWORD, undefined, "203.0.113.250");
    expect(right.status).toBe(403);
    expect((await right.json<{ code: string }>()).code).toBe("challenge_required");
  });

  it("lets at most 5 wrong passwords through when 20 arrive at once with one device cookie", async () => {
    const { phone } = await registerInvestor();
    const first = await login(phone, GOOD_PASSWORD);
    const device = (first.headers as unknown as { getSetCookie(): string[] })
      .getSetCookie()
      .find((c) => c.startsWith("__Host-lionart_device="))!
      .split(";")[0]!;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(phone, `wrong-${i}-guess`, device)));
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    // The account itself is not locked for its owner's other clients.
    expect((await login(phone, GOOD_PASSWORD, undefined, "203.0.113.251")).status).toBe(200);
  });

  it("does not count a successful sign-in as a failed one", async () => {
    const { phone } = await registerInvestor();
    for (let i = 0; i < 8; i++) expect((await login(phone, GOOD_PASSWORD, undefined, "203.0.113.252")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(phone, `wrong-${i}-guess`, undefined, "203.0.113.252")).status).toBe(401);
    const sixth = await login(phone, GOOD_PASSWORD, undefined, "203.0.113.252");
    expect(sixth.status).toBe(403);
    expect((await sixth.json<{ code: string }>()).code).toBe("challenge_required");
  });

  it("lets at most 5 wrong current passwords through when 12 password changes arrive at once", async () => {
    const { cookie } = await registerInvestor();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call("/api/auth/password", {
          method: "POST",
          cookie,
          body: { currentPassword: `wrong-${i}-guess`, newPassword: "fresh-mango-77" },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
  });

  it("registers at most 5 times per phone when registrations race", async () => {
    const phone = `69${String(Date.now()).slice(-7)}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("/api/auth/register", {
          method: "POST",
          headers: { "CF-Connecting-IP": "198.51.100.200" },
          body: { fullName: "Racer", phone, mobileMoneyService: "MTN Mobile Money", password: GOOD_PASSWORD, acceptTerms: true },
        }),
      ),
    );
    expect(results.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 201).length).toBe(1);
  });
});

describe("item 6: no admin named to investors", () => {
  it("keeps the adjusting admin's username out of the investor's dashboard, statement and CSV", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const staff = (await env.DB.prepare(
      "INSERT INTO admins (username, password_hash) VALUES ('zorro-staff', 'x') RETURNING *",
    ).first<AdminRow>())!;
    const input = userUpdateInput.parse(
      edit(phone, {
        fullName: "Test Investor",
        principalBalance: "1500",
        expectedPrincipalBalance: "0",
        reason: "Refund of MTN fee",
      }),
    );
    const { proposal } = await updateUser(env.DB, staff, user.id, input);
    const checker = (await env.DB.prepare(
      "INSERT INTO admins (username, password_hash, role) VALUES ('zorro-checker', 'x', 'finance') RETURNING *",
    ).first<AdminRow>())!;
    await approve(env, checker, proposal!.approvalId, carryOut(env.DB, proposal!.approvalId));
    for (const path of [
      "/api/user/dashboard",
      "/api/user/statement",
      "/api/user/statement.csv?lang=en",
      "/api/user/statement.csv?lang=fr",
    ]) {
      const res = await call(path, { cookie });
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).toContain("Refund of MTN fee");
      expect(text, path).not.toContain("zorro-staff");
      expect(text, path).not.toContain("zorro-checker");
    }
  });
});

describe("item 7: every path id of the app", () => {
  it("answers 400 naming id for a lenient id on every route with an :id, acting on nothing", async () => {
    const admin = await adminCookie();
    const { cookie } = await registerInvestor();
    const routes = [
      ...new Set(app.routes.filter((r) => r.path.includes(":id") && r.method !== "ALL").map((r) => `${r.method} ${r.path}`)),
    ];
    expect(routes.length).toBeGreaterThan(5);
    const before = await count("SELECT COUNT(*) AS n FROM audit_log");
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      for (const raw of ["0x10", "1e2", "1%0A", "01", "+1", "1.0", "%EF%BC%91", "%D9%A1", "0", "1%00"]) {
        const res = await call(path.replace(":id", raw), {
          method,
          cookie: path.startsWith("/api/admin") ? admin : cookie,
          body: method === "GET" || method === "DELETE" ? undefined : {},
        });
        expect(res.status, `${route} ${raw}`).toBe(400);
        expect(await res.json(), `${route} ${raw}`).toMatchObject({ issues: [{ field: "id" }] });
      }
    }
    expect(await count("SELECT COUNT(*) AS n FROM audit_log")).toBe(before);
  });
});

describe("item 8: links, numbers and bounds, attacked", () => {
  const save = async (body: Record<string, unknown>) =>
    call("/api/admin/settings", { method: "POST", cookie: await adminCookie(), body });

  it.each([
    ["whatsappLink", "https://wa.me.evil.com/237690000000"],
    ["whatsappLink", "https://evil.com/wa.me"],
    ["whatsappLink", "https://wa.me@evil.com/"],
    ["whatsappLink", "https://wa.me:443@evil.com/"],
    ["whatsappLink", "https://evil.com#wa.me"],
    ["whatsappLink", "https://wa.me\\@evil.com"],
    ["whatsappLink", "https://wa.me%2F@evil.com"],
    ["whatsappLink", "https://xn--wa-me.com/1"],
    ["whatsappLink", "https://wa.me:8443/1"],
    ["whatsappLink", "//wa.me/1"],
    ["whatsappLink", "https:/wa.me/1"],
    ["whatsappLink", " https://wa.me/1"],
    ["whatsappLink", "https://wa.me/1\nhttps://evil.com"],
    ["telegramLink", "https://t.me.evil.com/x"],
    ["telegramLink", "https://evil.t.me.com/x"],
    ["telegramLink", "javascript://t.me/%0Aalert(1)"],
    ["communityLink", "data:text/html,<script>alert(1)</script>"],
    ["paymentLink", "http://pay.example.com"],
    ["paymentLink", "https://user:pass@pay.example.com"],
    ["paymentLink", "JAVASCRIPT:alert(1)"],
    ["paymentLink", "https://"],
    ["paymentLink", "https://.."],
    ["mtnReceivingNumber", "+237670000000"],
    ["mtnReceivingNumber", "670 000 000"],
    ["mtnReceivingNumber", "67000000"],
    ["orangeReceivingNumber", "６９００００００"],
    ["orangeReceivingNumber", "690000000 "],
  ])("refuses %s = %j, saving nothing", async (field, value) => {
    const before = await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'settings.update'");
    const res = await save({ [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field }] });
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'settings.update'")).toBe(before);
  });

  it("accepts an upper-case scheme and host on the messaging domain", async () => {
    expect((await save({ whatsappLink: "HTTPS://WA.ME/237690000000" })).status).toBe(200);
    expect((await save({ telegramLink: "https://T.ME/lionart" })).status).toBe(200);
  });
});

describe("item 9: /__scheduled at the edges", () => {
  const run = (query: string) =>
    app.fetch(
      new Request(`https://lionart.test/__scheduled${query}`),
      { ...env, APP_ENV: "development" },
      createExecutionContext(),
    );

  it("judges the range by the Africa/Douala date and refuses negative, hexadecimal, empty and fractional times", async () => {
    // 2100-12-31 23:30 UTC is already 2101 in Douala; 1999-12-31 23:30 UTC is already 2000.
    expect((await run(`?time=${Date.UTC(2100, 11, 31, 23, 30)}`)).status).toBe(400);
    expect((await run(`?time=${Date.UTC(1999, 11, 31, 23, 30)}`)).status).toBe(200);
    for (const q of ["?time=-1", "?time=0x10", "?time=", `?time=${Date.UTC(2031, 0, 1)}.5`]) {
      const res = await run(q);
      expect(res.status, q).toBe(400);
      expect(await res.json()).toMatchObject({ issues: [{ field: "time" }] });
    }
  });
});
