/**
 * Balance adjustments attacked (docs/product-rules.md#corrections, LED-10, LED-11): reasons
 * of invisible characters (spaces, joiners, controls, lone combining marks, fillers), seen
 * figures written with leading zeros, decimals or foreign digits, the referral figure left
 * out, a stale figure on the balance left unchanged, and a balance taken below zero.
 */
import { describe, expect, it } from "vitest";
import { adminCookie, depositFor, editUser, expectLedgerConsistent, principalOf, registerInvestor } from "../../test/helpers";
import { adjustments, count, edit, freshRegistrationsPerTest } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

/** PUT /api/admin/users/{userId} as `admin`: the profile of `phone` with `fields` over it (an edit, maybe a balance adjustment). */
const adjust = (userId: number, admin: string, phone: string, fields: Parameters<typeof edit>[1]) =>
  editUser(`/api/admin/users/${userId}`, { method: "PUT", cookie: admin, body: edit(phone, fields) });

describe("reasons and expected balances, attacked (LED-10, LED-11)", () => {
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
    const res = await adjust(user.id, admin, phone, { principalBalance: "1500", expectedPrincipalBalance: "0", reason });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "reason" }] });
    expect(await adjustments(user.id)).toBe(0);
  });

  it("counts an accented letter written with a combining mark as one visible character", async () => {
    const { user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const res = await adjust(user.id, admin, phone, {
      principalBalance: "1500",
      expectedPrincipalBalance: "0",
      reason: "Re\u0301gul",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await adjustments(user.id)).toBe(1);
  });

  it("reads an expected balance with leading zeros or .00 as the same figure, and refuses a fraction", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 2000, admin);
    const ok = await adjust(user.id, admin, phone, {
      principalBalance: "2500.00",
      expectedPrincipalBalance: "0002000",
      reason: "Refund of MTN fee",
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await principalOf(cookie)).toBe(2500);
    const frac = await adjust(user.id, admin, phone, {
      principalBalance: "3000",
      expectedPrincipalBalance: "2500.50",
      reason: "Refund of MTN fee",
    });
    expect(frac.status).toBe(400);
    expect(await frac.json()).toMatchObject({ issues: [{ field: "expectedPrincipalBalance" }] });
    for (const bad of ["-1", "1e3", " 2500", "2500 ", "0x9C4", "2,500", "٢٥٠٠"]) {
      const res = await adjust(user.id, admin, phone, {
        principalBalance: "3000",
        expectedPrincipalBalance: bad,
        reason: "Refund of MTN fee",
      });
      expect(res.status, bad).toBe(400);
    }
    expect(await principalOf(cookie)).toBe(2500);
    expect(await adjustments(user.id)).toBe(1);
  });

  it("needs the referral figure seen when only the principal's figure is sent with a referral change", async () => {
    const { user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const res = await adjust(user.id, admin, phone, {
      principalBalance: "0",
      expectedPrincipalBalance: "0",
      referralBalance: "1000",
      reason: "Bonus owed from March",
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
    const res = await adjust(user.id, admin, phone, {
      principalBalance: "0",
      expectedPrincipalBalance: "0",
      referralBalance: "1000",
      expectedReferralBalance: "0",
      reason: "Bonus owed from March",
    });
    // The principal's figure is unchanged (0 -> 0): nothing is posted on it, whatever it is now.
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await principalOf(cookie)).toBe(2000);
    expect(await adjustments(user.id)).toBe(1);
    // A stale referral figure is refused even when the principal's is fresh.
    const stale = await adjust(user.id, admin, phone, {
      fullName: "Changed Name",
      principalBalance: "2500",
      expectedPrincipalBalance: "2000",
      referralBalance: "500",
      expectedReferralBalance: "0",
      reason: "Refund of MTN fee",
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
    const res = await adjust(user.id, admin, phone, {
      principalBalance: "-500",
      expectedPrincipalBalance: "2000",
      reason: "Refund of MTN fee",
    });
    expect(res.status).toBe(400);
    expect(await principalOf(cookie)).toBe(2000);
  });
});
