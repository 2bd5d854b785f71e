import { describe, expect, it } from "vitest";
import { adminCookie, call, registerInvestor } from "../../test/helpers";

describe("settings and deposit steps", () => {
  it("saves deposit steps that investors then read, and refuses an empty key", async () => {
    const admin = await adminCookie();
    const step = {
      key: "Step 1",
      value: "*126#",
      description: "Dial",
      keyFr: "Étape 1",
      valueFr: "*126#",
      descriptionFr: "Composez",
      copyable: true,
    };
    expect(
      (await call("/api/admin/settings", { method: "POST", cookie: admin, body: { mtnSteps: [step], orangeSteps: [step] } }))
        .status,
    ).toBe(200);
    const { cookie } = await registerInvestor();
    const english = { key: "Step 1", value: "*126#", description: "Dial", copyable: true };
    expect(await (await call("/api/deposit-steps", { cookie })).json()).toEqual({ mtnSteps: [english], orangeSteps: [english] });
    const bad = await call("/api/admin/settings", { method: "POST", cookie: admin, body: { mtnSteps: [{ ...step, key: "" }] } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ field: "mtnSteps.0.key", message: "Key is required" }] });
  });

  it("serves deposit steps in the reader's language and lists both to staff", async () => {
    const admin = await adminCookie();
    const step = {
      key: "Step 1",
      value: "Amount",
      description: "Enter the amount",
      keyFr: "Étape 1",
      valueFr: "Montant",
      descriptionFr: "Saisissez le montant",
      copyable: false,
    };
    await call("/api/admin/settings", { method: "POST", cookie: admin, body: { mtnSteps: [step], orangeSteps: [] } });
    const { cookie } = await registerInvestor();
    const french = { key: "Étape 1", value: "Montant", description: "Saisissez le montant", copyable: false };
    const steps = (headers: Record<string, string>, query = "") => call(`/api/deposit-steps${query}`, { cookie, headers });
    expect(await (await steps({ "Accept-Language": "fr-FR,fr;q=0.9" })).json()).toEqual({ mtnSteps: [french], orangeSteps: [] });
    expect(await (await steps({ "Accept-Language": "en" }, "?lang=fr")).json()).toEqual({ mtnSteps: [french], orangeSteps: [] });
    expect(await (await steps({ "Accept-Language": "fr" }, "?lang=en")).json()).toMatchObject({
      mtnSteps: [{ key: "Step 1", value: "Amount", description: "Enter the amount" }],
    });
    expect(await (await call("/api/admin/settings", { cookie: admin })).json()).toMatchObject({ mtnSteps: [step] });
  });

  it("requires the French of every deposit step, naming the field, and changes nothing", async () => {
    const admin = await adminCookie();
    const before = await (await call("/api/admin/settings", { cookie: admin })).json();
    const englishOnly = { key: "Step 1", value: "*126#", description: "Dial", copyable: true };
    const bad = await call("/api/admin/settings", { method: "POST", cookie: admin, body: { orangeSteps: [englishOnly] } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; issues: { field: string }[] };
    expect(body.code).toBe("invalid_input");
    expect(body.issues.map((i) => i.field).sort()).toEqual([
      "orangeSteps.0.descriptionFr",
      "orangeSteps.0.keyFr",
      "orangeSteps.0.valueFr",
    ]);
    expect(await (await call("/api/admin/settings", { cookie: admin })).json()).toEqual(before);
  });

  it("names each field of a spec-shaped or bad settings payload and says what it needs, never 'Invalid input'", async () => {
    const admin = await adminCookie();
    const specShaped = { key: "Step 1", value: "*126#", description: "Dial", copyable: true };
    const cases: [unknown, string, string][] = [
      [{ mtnSteps: [specShaped] }, "mtnSteps.0.keyFr", "French key is required"],
      [{ mtnSteps: [specShaped] }, "mtnSteps.0.valueFr", "French value is required"],
      [{ mtnSteps: [{ ...specShaped, copyable: undefined }] }, "mtnSteps.0.copyable", "Copyable must be true or false"],
      [{ mtnSteps: [{ ...specShaped, key: 12 }] }, "mtnSteps.0.key", "Key must be text"],
      [{ mtnSteps: [{ ...specShaped, key: "k".repeat(101) }] }, "mtnSteps.0.key", "Key must be at most 100 characters"],
      [{ orangeSteps: "none" }, "orangeSteps", "Orange steps must be a list of steps"],
      [{ mtnSteps: Array.from({ length: 21 }, () => specShaped) }, "mtnSteps", "At most 20 MTN steps"],
      [{ operatorLegalName: "x".repeat(201) }, "operatorLegalName", "Operator legal name must be at most 200 characters"],
      [{ mtnReceivingName: 7 }, "mtnReceivingName", "MTN receiving name must be text"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("/api/admin/settings", { method: "POST", cookie: admin, body });
      expect(res.status, field).toBe(400);
      const { issues } = (await res.json()) as { issues: { field: string; message: string }[] };
      expect(issues, field).toContainEqual(expect.objectContaining({ field, message }));
      expect(issues.filter((i) => i.message === "Invalid input")).toEqual([]);
    }
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
