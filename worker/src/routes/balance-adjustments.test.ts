/**
 * An admin's balance adjustment (docs/product-rules.md#corrections, LED-10, LED-11): made
 * only against the balance the admin saw (409 `balance_changed` when a deposit or a
 * withdrawal moved it meanwhile, nothing posted when edits race withdrawals), with the seen
 * figure required for each balance sent and a reason of at least 5 visible characters,
 * stored trimmed.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, depositFor, editUser, expectLedgerConsistent, principalOf, registerInvestor } from "../../test/helpers";
import { adjustments, count, edit, freshRegistrationsPerTest, withdraw } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("PUT /api/admin/users/{id}: an adjustment only against the balance the admin saw (LED-10, LED-11)", () => {
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
    expect(await res.json()).toMatchObject({ code: "balance_changed" });
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
