/**
 * Issue 6, money safety: the holes found around the ledger (items 1, 2, 3, 4, 7 and the
 * deposit flood of 8). Each describe block reproduces one item as the issue reported it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
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
import { adjustments, count, freshRegistrationsPerTest, submit, verification } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

const withdraw = (cookie: string, amount: number) =>
  call("/api/transactions/withdraw", {
    method: "POST",
    cookie,
    body: { accountName: "Awa Ndongo", accountNumber: "670000001", paymentMethod: "MTN Mobile Money", amount },
  });

const decide = (admin: string, id: number, status: "approved" | "rejected") =>
  call(`/api/admin/deposit-verifications/${id}`, { method: "PATCH", cookie: admin, body: { status } });

describe("PUT /api/admin/users/{id}: an adjustment only against the balance the admin saw (item 1)", () => {
  const edit = (phone: string, over: Record<string, unknown> = {}) => ({
    fullName: "Edited Name",
    phone,
    mobileMoneyService: "MTN Mobile Money",
    isActive: true,
    ...over,
  });

  it("refuses with 409 balance_changed, changing nothing, when a deposit was approved after the dialog opened", async () => {
    const { cookie, user, phone } = await registerInvestor({ fullName: "Before Edit" });
    const admin = await adminCookie();
    await depositFor(cookie, 2000, admin);
    // The dialog opens showing 2,000; then a deposit of 3,000 is approved.
    await depositFor(cookie, 3000, admin);
    const auditBefore = await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user.update'");
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { principalBalance: "2500", expectedPrincipalBalance: "2000.00", reason: "Refund of MTN fee" }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "balance_changed" });
    expect(await principalOf(cookie)).toBe(5000);
    expect(await adjustments(user.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = ? AND full_name = 'Before Edit'", user.id)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user.update'")).toBe(auditBefore);
    // With the figure reloaded, the same correction goes through against 5,000.
    const retry = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { principalBalance: "5500", expectedPrincipalBalance: "5000", reason: "Refund of MTN fee" }),
    });
    expect(retry.status).toBe(200);
    expect(await principalOf(cookie)).toBe(5500);
    expect(await adjustments(user.id)).toBe(1);
  });

  it("refuses with 409 when a withdrawal request moved the principal meanwhile", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 10_000, admin);
    expect((await withdraw(cookie, 4000)).status).toBe(201);
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, {
        principalBalance: "9000",
        expectedPrincipalBalance: "10000",
        referralBalance: "0",
        expectedReferralBalance: "0",
        reason: "Goodwill correction",
      }),
    });
    expect(res.status).toBe(409);
    expect(await principalOf(cookie)).toBe(6000);
    expect(await adjustments(user.id)).toBe(0);
  });

  it("posts no transfer for 25 no-balance edits raced against 25 withdrawals", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 100_000, admin);
    const edits = Array.from({ length: 25 }, (_, i) =>
      editUser(`/api/admin/users/${user.id}`, {
        method: "PUT",
        cookie: admin,
        // What the dialog showed: 100,000, sent back unchanged; or no balances at all.
        body:
          i % 2 === 0
            ? edit(phone, { fullName: `Name ${i}`, principalBalance: "100000", expectedPrincipalBalance: "100000" })
            : edit(phone, { fullName: `Name ${i}` }),
      }),
    );
    const withdrawals = Array.from({ length: 25 }, () => withdraw(cookie, 3500));
    const results = await Promise.all([...edits, ...withdrawals]);
    expect(results.map((r) => r.status)).toEqual(
      Array(50)
        .fill(0)
        .map((_, i) => (i < 25 ? 200 : 201)),
    );
    expect(await adjustments(user.id)).toBe(0);
    expect(await principalOf(cookie)).toBe(100_000 - 25 * 3500);
    await expectLedgerConsistent();
  });

  it("requires the balance the admin saw with each balance sent", async () => {
    const { user, phone } = await registerInvestor();
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: edit(phone, { principalBalance: "1500", reason: "Refund of MTN fee" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ field: "expectedPrincipalBalance", code: "required" }] });
    expect(await adjustments(user.id)).toBe(0);
  });

  it.each([
    ["missing", undefined],
    ["blank", "     "],
    ["four letters", " abcd "],
    ["zero-width characters only", "\u200B\u200B\u200B\u200B\u200B\u200B"],
    ["four letters padded with zero-width characters", "a\u200Bb\u200Cc\u200Dd\uFEFF\u2060"],
  ])("refuses a balance change whose reason is %s", async (_, reason) => {
    const { user, phone } = await registerInvestor();
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: edit(phone, { principalBalance: "1500", expectedPrincipalBalance: "0", reason }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { field: string }[] }).issues.map((i) => i.field)).toEqual(["reason"]);
    expect(await adjustments(user.id)).toBe(0);
  });

  it("stores the reason trimmed and without zero-width characters", async () => {
    const { user, phone } = await registerInvestor();
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: edit(phone, { principalBalance: "1500", expectedPrincipalBalance: "0", reason: "  \u200BFee refund\u200B  " }),
    });
    expect(res.status).toBe(200);
    const memo = await env.DB.prepare("SELECT memo FROM ledger_transfers WHERE kind = 'adjustment' AND user_id = ?")
      .bind(user.id)
      .first<{ memo: string }>();
    expect(memo).toEqual({ memo: "Fee refund" });
  });
});

describe("erasure and pending requests (item 2)", () => {
  it("refuses to delete a user with a pending deposit verification, and changes nothing", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    expect((await submit(cookie)).status).toBe(201);
    const res = await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "user_has_pending_requests" });
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL", user.id)).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user.delete' AND target_id = ?", String(user.id)),
    ).toBe(0);
  });

  it("refuses to delete a user with a pending withdrawal", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 3500, admin);
    expect((await withdraw(cookie, 3500)).status).toBe(201);
    const res = await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "user_has_pending_requests" });
    expect(phone).toBeTruthy();
  });

  it("refuses to approve a deleted user's deposit (409 user_deleted) but lets it be rejected", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    const sub = await submit(cookie);
    const { id } = (await sub.json()) as { id: number };
    // An account erased while this verification waited (as before the guard existed).
    await env.DB.prepare("UPDATE users SET deleted_at = '2026-01-01T00:00:00.000Z', phone = NULL WHERE id = ?")
      .bind(user.id)
      .run();
    const auditBefore = await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'deposit.approve'");
    const res = await decide(admin, id, "approved");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "user_deleted" });
    expect(await count("SELECT COUNT(*) AS n FROM ledger_transfers WHERE user_id = ?", user.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'deposit.approve'")).toBe(auditBefore);
    expect((await decide(admin, id, "rejected")).status).toBe(200);
  });
});

describe("temporary passwords (item 3)", () => {
  async function resetAndSignIn() {
    const investor = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(investor.cookie, 10_000, admin);
    const reset = await call(`/api/admin/users/${investor.user.id}/reset-password`, { method: "POST", cookie: admin });
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };
    const signIn = await call("/api/auth/login", {
      method: "POST",
      body: { phone: investor.phone, password: temporaryPassword },
    });
    expect(signIn.status).toBe(200);
    return { ...investor, admin, temporaryPassword, cookie: sessionCookie(signIn) };
  }

  it("lets a temporary-password session reach only the current user, password change and logout", async () => {
    const { cookie, user } = await resetAndSignIn();
    expect((await call("/api/auth/user", { cookie })).status).toBe(200);
    for (const [path, method, body] of [
      ["/api/user/dashboard", "GET", undefined],
      ["/api/user/statement", "GET", undefined],
      ["/api/investment-cards", "GET", undefined],
      ["/api/deposits/availability", "GET", undefined],
      [
        "/api/transactions/withdraw",
        "POST",
        { accountName: "Awa", accountNumber: "670000001", paymentMethod: "MTN Mobile Money", amount: 3500 },
      ],
      ["/api/deposit-verification", "POST", verification()],
      ["/api/user/referral-balance/transfer", "POST", undefined],
    ] as const) {
      const res = await call(path, { method, cookie, body });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ code: "password_change_required" });
    }
    expect(await count("SELECT COUNT(*) AS n FROM withdrawal_requests WHERE user_id = ?", user.id)).toBe(0);
    expect((await call("/api/auth/logout", { method: "POST", cookie })).status).toBe(200);
  });

  it("opens one sign-in only", async () => {
    const { phone, temporaryPassword } = await resetAndSignIn();
    const again = await call("/api/auth/login", { method: "POST", body: { phone, password: temporaryPassword } });
    expect(again.status).toBe(401);
  });

  it("expires 24 hours after the reset", async () => {
    const investor = await registerInvestor();
    const admin = await adminCookie();
    const reset = await call(`/api/admin/users/${investor.user.id}/reset-password`, { method: "POST", cookie: admin });
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };
    const expiresAt = await env.DB.prepare("SELECT temp_password_expires_at AS t, password_reset_at AS r FROM users WHERE id = ?")
      .bind(investor.user.id)
      .first<{ t: string; r: string }>();
    expect(Date.parse(expiresAt!.t) - Date.parse(expiresAt!.r)).toBe(24 * 3600_000);
    await env.DB.prepare(
      "UPDATE users SET temp_password_expires_at = strftime('%Y-%m-%dT%H:%M:%fZ','now','-1 second') WHERE id = ?",
    )
      .bind(investor.user.id)
      .run();
    const late = await call("/api/auth/login", { method: "POST", body: { phone: investor.phone, password: temporaryPassword } });
    expect(late.status).toBe(401);
  });

  it("holds new withdrawals for 24 hours after the reset, then opens them again", async () => {
    const { cookie, user, temporaryPassword } = await resetAndSignIn();
    const change = await call("/api/auth/password", {
      method: "POST",
      cookie,
      body: { currentPassword: temporaryPassword, newPassword: "fresh-mango-77" },
    });
    expect(change.status).toBe(200);
    const fresh = sessionCookie(change);
    expect((await call("/api/user/dashboard", { cookie: fresh })).status).toBe(200);
    const held = await withdraw(fresh, 3500);
    expect(held.status).toBe(409);
    const body = (await held.json()) as { code: string; reopensAt: string };
    const resetAt = (await env.DB.prepare("SELECT password_reset_at AS r FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ r: string }>())!.r;
    expect(body.code).toBe("withdrawals_cooling_off");
    expect(Date.parse(body.reopensAt) - Date.parse(resetAt)).toBe(24 * 3600_000);
    expect(await principalOf(fresh)).toBe(10_000);
    await env.DB.prepare(
      "UPDATE users SET password_reset_at = strftime('%Y-%m-%dT%H:%M:%fZ','now','-24 hours','-1 second') WHERE id = ?",
    )
      .bind(user.id)
      .run();
    expect((await withdraw(fresh, 3500)).status).toBe(201);
    expect(GOOD_PASSWORD).not.toBe("fresh-mango-77");
  });
});

describe("transaction ids compared in normalised form (item 4)", () => {
  it.each([
    ["lower case", (id: string) => id.toLowerCase()],
    ["inner spaces", (id: string) => `${id.slice(0, 4)} ${id.slice(4, 8)} ${id.slice(8)}`],
    ["zero-width characters", (id: string) => `${id.slice(0, 5)}\u200B${id.slice(5)}\u200D`],
    [
      "full-width digits and letters",
      (id: string) => id.replace(/[0-9A-Z]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)),
    ],
    ["a trailing dot", (id: string) => `${id}.`],
  ])("refuses a copy with %s from another user", async (_, variant) => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const id = "MP2401011234A56789".replace(
      "MP",
      `MP${crypto
        .randomUUID()
        .slice(0, 4)
        .toUpperCase()
        .replace(/[^0-9A-Z]/g, "7")}`,
    );
    expect((await submit(a.cookie, { transactionId: id })).status).toBe(201);
    const copy = await submit(b.cookie, { transactionId: variant(id) });
    expect(copy.status).toBe(409);
    expect(await copy.json()).toMatchObject({ code: "duplicate_transaction_id", issues: [{ field: "transactionId" }] });
  });

  it("keeps what the user typed for display", async () => {
    const { cookie } = await registerInvestor();
    const typed = `mp 2401.${crypto.randomUUID().slice(0, 6)}.`;
    const res = await submit(cookie, { transactionId: typed });
    const { id } = (await res.json()) as { id: number };
    const row = await env.DB.prepare("SELECT transaction_id, transaction_key FROM deposit_verifications WHERE id = ?")
      .bind(id)
      .first<{ transaction_id: string; transaction_key: string }>();
    expect(row!.transaction_id).toBe(typed);
    expect(row!.transaction_key).toBe(typed.replace(/[ .-]/g, "").toUpperCase());
  });

  it("frees a rejected id for a corrected resubmission by the same user only", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const admin = await adminCookie();
    const id = `CI${crypto.randomUUID().replace(/-/g, "").slice(0, 12).toUpperCase()}`;
    const first = (await (await submit(a.cookie, { transactionId: id, amount: 9000 })).json()) as { id: number };
    expect((await decide(admin, first.id, "rejected")).status).toBe(200);
    const other = await submit(b.cookie, { transactionId: id });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: "duplicate_transaction_id" });
    const corrected = await submit(a.cookie, { transactionId: id.toLowerCase(), amount: 5000 });
    expect(corrected.status).toBe(201);
    // Now pending again: neither user may submit it a third time.
    expect((await submit(a.cookie, { transactionId: id })).status).toBe(409);
    expect((await submit(b.cookie, { transactionId: id })).status).toBe(409);
  });

  it("refuses an id made only of punctuation and spaces", async () => {
    const { cookie } = await registerInvestor();
    const res = await submit(cookie, { transactionId: " .-\u200B " });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ field: "transactionId" }] });
  });
});

describe("migration 0003 on existing verifications (item 4)", () => {
  it("gives old rows a normalised key, and a later live duplicate its own, so the unique index builds", async () => {
    const { user } = await registerInvestor();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0003_"))!;
    const conversions = migration.queries.filter((q) => /^\s*UPDATE `deposit_verifications`/.test(q));
    const uniqueIndex = migration.queries.find((q) => q.includes("deposit_verifications_transaction_key_live"))!;
    expect(conversions).toHaveLength(2);
    // Rows as they stood before 0003: no key, and two copies of one id both approved.
    await env.DB.prepare("DROP INDEX deposit_verifications_transaction_key_live").run();
    const legacy = env.DB.prepare(
      `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, amount_xaf, payment_method, status)
       VALUES (?, 'A', 'B', ?, 1000, 'MTN', ?)`,
    );
    await env.DB.batch([
      legacy.bind(user.id, "MP2401.0112 34", "approved"),
      legacy.bind(user.id, "mp240101-1234", "approved"),
      legacy.bind(user.id, "MP2401011234", "rejected"),
      legacy.bind(user.id, "CI 99", "pending"),
    ]);
    for (const q of conversions) await env.DB.prepare(q).run();
    await env.DB.prepare(uniqueIndex).run();
    const { results } = await env.DB.prepare(
      "SELECT id, transaction_id, transaction_key FROM deposit_verifications WHERE user_id = ? ORDER BY id",
    )
      .bind(user.id)
      .all<{ id: number; transaction_id: string; transaction_key: string }>();
    expect(results.map((r) => r.transaction_key)).toEqual([
      "MP2401011234",
      `MP2401011234#${results[1]!.id}`,
      "MP2401011234",
      "CI99",
    ]);
    expect(results[1]!.transaction_id).toBe("mp240101-1234");
    // The key is now taken: a new copy is refused.
    const { cookie } = await registerInvestor();
    expect((await submit(cookie, { transactionId: "mp 2401 0112 34" })).status).toBe(409);
  });
});

describe("path ids (item 7)", () => {
  it.each(["0x10", "1e2", "1%0A", "01", "-1", "1.0", "%201", "12345678901234567", "9007199254740993"])(
    "answers 400 naming id for %s, acting on no row",
    async (raw) => {
      const admin = await adminCookie();
      const res = await call(`/api/admin/users/${raw}`, { method: "DELETE", cookie: admin });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "id" }] });
      const patch = await call(`/api/admin/deposit-verifications/${raw}`, {
        method: "PATCH",
        cookie: admin,
        body: { status: "rejected" },
      });
      expect(patch.status).toBe(400);
    },
  );

  it("does not read 0x10 as user 16", async () => {
    const admin = await adminCookie();
    const users = [];
    for (let i = 0; i < 16; i++) users.push(await registerInvestor());
    const sixteenth = users.find((u) => u.user.id === 16) ?? users.at(-1)!;
    const hex = `0x${sixteenth.user.id.toString(16)}`;
    expect((await call(`/api/admin/users/${hex}`, { method: "DELETE", cookie: admin })).status).toBe(400);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL", sixteenth.user.id)).toBe(1);
  });
});

describe("deposit verification limits (item 8)", () => {
  it("accepts at most 5 pending per user, also under concurrent submissions", async () => {
    const { cookie, user } = await registerInvestor();
    const results = await Promise.all(Array.from({ length: 12 }, () => submit(cookie)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(7);
    expect(await refused[0]!.json()).toMatchObject({ code: "too_many_pending" });
    expect(await count("SELECT COUNT(*) AS n FROM deposit_verifications WHERE user_id = ?", user.id)).toBe(5);
    // Another investor is not affected.
    expect((await submit((await registerInvestor()).cookie)).status).toBe(201);
  });

  it("accepts at most 20 a day per user (Africa/Douala day), also under concurrent submissions", async () => {
    const { cookie, user } = await registerInvestor();
    const insert = env.DB.prepare(
      `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method, status, created_at)
       VALUES (?, 'A', 'B', ?, ?, 1000, 'MTN', 'rejected', ?)`,
    );
    const now = new Date().toISOString();
    // 18 decided today, and one made 25 hours ago (an earlier Douala day) that does not count.
    await env.DB.batch([
      ...Array.from({ length: 18 }, (_, i) => insert.bind(user.id, `OLD${i}`, `OLD${i}`, now)),
      insert.bind(user.id, "YESTERDAY", "YESTERDAY", new Date(Date.now() - 25 * 3600_000).toISOString()),
    ]);
    const results = await Promise.all(Array.from({ length: 4 }, () => submit(cookie)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(await refused[0]!.json()).toMatchObject({ code: "daily_limit_reached" });
  });
});
