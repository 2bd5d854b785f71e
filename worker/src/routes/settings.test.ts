import { describe, expect, it } from "vitest";
import { adminCookie, call, registerInvestor } from "../../test/helpers";

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
