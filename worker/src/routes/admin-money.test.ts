import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, depositFor, expectLedgerConsistent, fundReserve, registerInvestor } from "../../test/helpers";

describe("GET /api/admin/ledger/trial-balance", () => {
  it("lists every account and sums to zero", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 12_000, admin);
    await fundReserve(50_000, admin);
    const tb = (await (await call("/api/admin/ledger/trial-balance", { cookie: admin })).json()) as {
      accounts: { accountId: string; balanceXaf: number }[];
      totalXaf: number;
    };
    expect(tb.totalXaf).toBe(0);
    expect(tb.accounts).toContainEqual(expect.objectContaining({ accountId: "returns_reserve", balanceXaf: 50_000 }));
    expect(tb.accounts).toContainEqual(expect.objectContaining({ accountId: "cash:mtn", balanceXaf: -12_000 }));
    await expectLedgerConsistent();
  });
});

describe("POST /api/admin/reserve", () => {
  it("requires a note and a whole positive amount, and audits the funding", async () => {
    const admin = await adminCookie();
    expect((await call("/api/admin/reserve", { method: "POST", cookie: admin, body: { amount: 100 } })).status).toBe(400);
    expect((await call("/api/admin/reserve", { method: "POST", cookie: admin, body: { amount: 10.5, note: "x" } })).status).toBe(
      400,
    );
    expect((await call("/api/admin/reserve", { method: "POST", cookie: admin, body: { amount: -5, note: "x" } })).status).toBe(
      400,
    );
    const res = await call("/api/admin/reserve", {
      method: "POST",
      cookie: admin,
      body: { amount: 1000, note: "Q4 rental income" },
    });
    expect(res.status).toBe(201);
    const log = (
      (await (await call("/api/admin/audit-log", { cookie: admin })).json()) as { items: { action: string; detail: string }[] }
    ).items;
    expect(log[0]).toMatchObject({ action: "reserve.fund" });
    expect(JSON.parse(log[0]!.detail)).toEqual({ amount: 1000, note: "Q4 rental income" });
  });
});

describe("PUT /api/admin/investment-cards/{id}", () => {
  it("edits a card; an invalid image URL is refused naming the field", async () => {
    await env.DB.prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (7, 'c', 'Old', 'd', 'h', '/a.svg', 25000, 125)`,
    ).run();
    const admin = await adminCookie();
    const body = {
      name: "New",
      description: "Desc",
      howReturnsAreEarned: "Rentals",
      imageUrl: "/cards/lilies.svg",
      investmentAmount: 30000,
      dailyReturn: 150,
      durationDays: 45,
      isActive: false,
    };
    const res = await call("/api/admin/investment-cards/7", { method: "PUT", cookie: admin, body });
    expect(await res.json()).toMatchObject({
      name: "New",
      investmentAmount: "30000.00",
      dailyReturn: "150.00",
      durationDays: 45,
      isActive: false,
    });
    const bad = await call("/api/admin/investment-cards/7", {
      method: "PUT",
      cookie: admin,
      body: { ...body, imageUrl: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ field: "imageUrl", message: "Must be a valid URL" }] });
  });
});

describe("settings and deposit steps", () => {
  it("saves deposit steps that investors then read, and refuses an empty key", async () => {
    const admin = await adminCookie();
    const step = { key: "Step 1", value: "*126#", description: "Dial", copyable: true };
    expect(
      (await call("/api/admin/settings", { method: "POST", cookie: admin, body: { mtnSteps: [step], orangeSteps: [step] } }))
        .status,
    ).toBe(200);
    const { cookie } = await registerInvestor();
    expect(await (await call("/api/deposit-steps", { cookie })).json()).toEqual({ mtnSteps: [step], orangeSteps: [step] });
    const bad = await call("/api/admin/settings", { method: "POST", cookie: admin, body: { mtnSteps: [{ ...step, key: "" }] } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ field: "mtnSteps.0.key", message: "Key is required" }] });
  });

  it("publishes the operator's identity to signed-out visitors", async () => {
    const admin = await adminCookie();
    await call("/api/admin/settings", {
      method: "POST",
      cookie: admin,
      body: { operatorLegalName: "Lion SARL", licenceReference: "COSUMAF-123" },
    });
    expect(await (await call("/api/settings/public")).json()).toMatchObject({
      operatorLegalName: "Lion SARL",
      licenceReference: "COSUMAF-123",
    });
    expect(await (await call("/api/transparency")).json()).toMatchObject({
      operatorLegalName: "Lion SARL",
      licenceReference: "COSUMAF-123",
    });
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
    expect(lines.slice(1).map((l) => l.split(",").slice(1).join(","))).toEqual([
      expect.stringMatching(/^Principal,Dépôt,.*,,5000,5000$/),
      expect.stringMatching(/^Principal,Dépôt,.*,,2000,7000$/),
    ]);
    const byHeader = await call("/api/user/statement.csv", { cookie, headers: { "Accept-Language": "fr-FR,fr;q=0.8" } });
    expect((await byHeader.text()).replace(/^\uFEFF/, "").split("\n")[0]).toBe(lines[0]);
    const english = await call("/api/user/statement.csv?lang=en", { cookie, headers: { "Accept-Language": "fr" } });
    expect((await english.text()).replace(/^\uFEFF/, "").split("\n")[0]).toMatch(/^Date \(Africa\/Douala\),Account,Type,/);
    expect((await call("/api/user/statement.csv?lang=de", { cookie })).status).toBe(400);
    expect((await call("/api/user/statement.csv")).status).toBe(401);
  });
});
