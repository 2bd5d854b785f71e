/**
 * Admin inputs that reach investors are bounded, and every refusal says what is wrong
 * (docs/product-rules.md#operator OPR-2, #cards INV-3, #field-issues ERR-2).
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, adminCookie, call } from "../../test/helpers";

let admin: string;
beforeAll(async () => {
  admin = await adminCookie();
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
     VALUES (9, 'c', 'Card', 'd', 'h', '/a.svg', 25000, 125)`,
  ).run();
});

const saveSettings = (body: unknown) => call("/api/admin/settings", { method: "POST", cookie: admin, body });
const settingsNow = async () => (await (await call("/api/admin/settings", { cookie: admin })).json()) as Record<string, unknown>;

async function expectRefused(res: Response, field: string, code: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: string; issues: { field: string; code: string; message: string }[] };
  expect(body.code).toBe("invalid_input");
  expect(body.issues[0]).toMatchObject({ field, code });
  return body.issues[0]!;
}

describe("POST /api/admin/settings", () => {
  it("refuses links that are not https, and chat links off their messaging domains", async () => {
    const before = await settingsNow();
    for (const [field, link] of [
      ["whatsappLink", "javascript:alert(1)"],
      ["whatsappLink", "http://wa.me/237600000000"],
      ["whatsappLink", "https://evil.example/wa.me"],
      ["whatsappLink", "https://wa.me.evil.example/1"],
      ["whatsappLink", "https://t.me/lionart"],
      ["telegramLink", "https://wa.me/237600000000"],
      ["telegramLink", "data:text/html,hi"],
      ["communityLink", "https://example.com/group"],
      ["paymentLink", "javascript:alert(1)"],
      ["paymentLink", "http://pay.example.com"],
    ] as const) {
      await expectRefused(await saveSettings({ [field]: link }), field, "invalid_format");
    }
    expect(await settingsNow()).toEqual(before);
  });

  it("accepts the messaging apps' own https links, and empty to clear them", async () => {
    const links = {
      whatsappLink: "https://wa.me/237600000000?text=Hello",
      telegramLink: "https://t.me/lionart_support",
      communityLink: "https://chat.whatsapp.com/AbCdEf123",
      paymentLink: "https://pay.example.com/lionart",
    };
    expect((await saveSettings(links)).status).toBe(200);
    expect(await settingsNow()).toMatchObject(links);
    expect((await saveSettings({ communityLink: "https://t.me/lionart_community", whatsappLink: "" })).status).toBe(200);
    expect(await settingsNow()).toMatchObject({ communityLink: "https://t.me/lionart_community", whatsappLink: "" });
  });

  it("takes receiving numbers of 9 digits only", async () => {
    for (const bad of ["6700000", "67000000000", "+237670000000", "670 000 000", "call me"]) {
      const issue = await expectRefused(await saveSettings({ mtnReceivingNumber: bad }), "mtnReceivingNumber", "invalid_format");
      expect(issue.message).toBe("Receiving number must be 9 digits");
    }
    expect((await saveSettings({ mtnReceivingNumber: "670000001", orangeReceivingNumber: "690000001" })).status).toBe(200);
    expect(await settingsNow()).toMatchObject({ mtnReceivingNumber: "670000001", orangeReceivingNumber: "690000001" });
  });
});

describe("POST /api/admin/reserve", () => {
  it("says the amount must be at most 1,000,000,000 XAF, not that it is required", async () => {
    const res = await call("/api/admin/reserve", { method: "POST", cookie: admin, body: { amount: 1_000_000_001, note: "big" } });
    const issue = await expectRefused(res, "amount", "too_big");
    expect(issue).toMatchObject({ maximum: 1_000_000_000 });
    expect(issue.message).toMatch(/at most 1,000,000,000/);
  });
});

describe("JSON bodies", () => {
  const post = (path: string, headers: Record<string, string>, body?: string) =>
    SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { Origin: ORIGIN, Cookie: admin, ...headers }, body });

  it("answers 400 to an empty or non-JSON body on every JSON route, and changes nothing", async () => {
    const before = await settingsNow();
    for (const path of ["/api/admin/settings", "/api/admin/reserve", "/api/admin/withdrawal-control", "/api/auth/login"]) {
      for (const [headers, body] of [
        [{}, undefined],
        [{ "Content-Type": "application/json" }, undefined],
        [{ "Content-Type": "application/json" }, ""],
        [{ "Content-Type": "application/json" }, "{"],
        [{ "Content-Type": "text/plain" }, "{}"],
        [{}, "{}"],
        [{ "Content-Type": "application/json" }, "[]"],
      ] as const) {
        const res = await post(path, headers, body);
        expect(res.status, `${path} ${JSON.stringify(headers)} ${body}`).toBe(400);
        expect(await res.json()).toMatchObject({ code: "invalid_input" });
      }
    }
    expect(await settingsNow()).toEqual(before);
  });
});

describe("PUT /api/admin/investment-cards/{id}", () => {
  const card = {
    name: "Card",
    description: "Desc",
    howReturnsAreEarned: "Rentals",
    nameFr: "Carte",
    descriptionFr: "Desc fr",
    howReturnsAreEarnedFr: "Locations",
    imageUrl: "/cards/lilies.svg",
    investmentAmount: 30000,
    dailyReturn: 150,
    durationDays: 30,
    isActive: true,
  };
  const edit = (changes: Record<string, unknown>) =>
    call("/api/admin/investment-cards/9", { method: "PUT", cookie: admin, body: { ...card, ...changes } });

  it("bounds the amount to 1,000 to 10,000,000 XAF, saying which bound", async () => {
    const low = await expectRefused(await edit({ investmentAmount: 999 }), "investmentAmount", "too_small");
    expect(low).toMatchObject({ minimum: 1000 });
    expect(low.message).toMatch(/must be at least 1,000/);
    const high = await expectRefused(await edit({ investmentAmount: 10_000_001 }), "investmentAmount", "too_big");
    expect(high).toMatchObject({ maximum: 10_000_000 });
    expect(high.message).toMatch(/must be at most 10,000,000/);
    expect(high.message).not.toMatch(/required/i);
    expect((await edit({ investmentAmount: 10_000_000 })).status).toBe(200);
  });

  it("keeps the daily return below the amount", async () => {
    const issue = await expectRefused(await edit({ investmentAmount: 1000, dailyReturn: 1000 }), "dailyReturn", "too_big");
    expect(issue).toMatchObject({ maximum: 999 });
    expect(issue.message).not.toMatch(/required/i);
    expect((await edit({ investmentAmount: 1000, dailyReturn: 999 })).status).toBe(200);
  });

  it("bounds the term to 1 to 365 days", async () => {
    await expectRefused(await edit({ durationDays: 0 }), "durationDays", "too_small");
    const issue = await expectRefused(await edit({ durationDays: 366 }), "durationDays", "too_big");
    expect(issue).toMatchObject({ maximum: 365 });
    expect((await edit({ durationDays: 365 })).status).toBe(200);
  });

  it("says 'required' only for a missing value, never for one of the wrong type", async () => {
    const { investmentAmount: _, ...withoutAmount } = card;
    const missing = await call("/api/admin/investment-cards/9", { method: "PUT", cookie: admin, body: withoutAmount });
    await expectRefused(missing, "investmentAmount", "required");
    await expectRefused(await edit({ investmentAmount: "lots" }), "investmentAmount", "invalid_type");
    const frac = await expectRefused(await edit({ investmentAmount: 1500.5 }), "investmentAmount", "not_integer");
    expect(frac.message).not.toMatch(/required/i);
  });
});
