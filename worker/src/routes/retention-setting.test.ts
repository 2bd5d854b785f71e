/**
 * The data retention setting (docs/product-rules.md#data-rights, DATA-5): the owner saves
 * `dataRetentionYears` with the limits (PUT /api/admin/kyc-settings), audited; bad input is a
 * 400 naming the field and changes nothing; the public settings give it to the PWA's close
 * dialog, and a closing keeps the data that many years.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_TIER_LIMITS } from "@app/schema/contracts/tier-limits";
import { GOOD_PASSWORD, adminCookie, call, enrolledAdmin, registerInvestor } from "../../test/helpers";

const put = (cookie: string, extra: Record<string, unknown>) =>
  call("/api/admin/kyc-settings", { method: "PUT", cookie, body: { tiers: DEFAULT_TIER_LIMITS, ageOfMajority: 21, ...extra } });

const publicYears = async () =>
  ((await (await call("/api/settings/public")).json()) as { dataRetentionYears: number }).dataRetentionYears;

describe("dataRetentionYears in PUT /api/admin/kyc-settings (DATA-5)", () => {
  it("reads 10 by default, in the admin settings and the public ones", async () => {
    const owner = await adminCookie();
    expect(await (await call("/api/admin/kyc-settings", { cookie: owner })).json()).toMatchObject({ dataRetentionYears: 10 });
    expect(await publicYears()).toBe(10);
  });

  it("is saved by the owner, audited, read back, and a closing keeps the data that long", async () => {
    const owner = await adminCookie();
    const saved = await put(owner, { dataRetentionYears: 12 });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ dataRetentionYears: 12 });
    expect(await publicYears()).toBe(12);
    const audit = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE action = 'settings.kyc' AND detail LIKE '%dataRetentionYears%' ORDER BY id DESC LIMIT 1",
    ).first<{ detail: string }>();
    expect(audit?.detail).toContain("12");
    // Saving without the field leaves it as it is.
    expect((await put(owner, {})).status).toBe(200);
    expect(await publicYears()).toBe(12);

    const { cookie, user } = await registerInvestor();
    const closed = await call("/api/user/close", { method: "POST", cookie, body: { password: GOOD_PASSWORD } });
    expect(closed.status, await closed.clone().text()).toBe(200);
    const row = await env.DB.prepare("SELECT closed_at, retain_until FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ closed_at: string; retain_until: string }>();
    expect(row!.retain_until.slice(0, 4)).toBe(String(Number(row!.closed_at.slice(0, 4)) + 12));
  });

  it("refuses a value that is not whole years from 1 to 50, naming the field, and changes nothing", async () => {
    const owner = await adminCookie();
    const before = await publicYears();
    for (const bad of [0, 51, 2.5, "10"]) {
      const res = await put(owner, { dataRetentionYears: bad });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "dataRetentionYears" }] });
    }
    expect(await publicYears()).toBe(before);
  });

  it("is not finance's to save", async () => {
    const finance = await enrolledAdmin("finance");
    expect((await put(finance.cookie, { dataRetentionYears: 3 })).status).toBe(403);
  });
});
