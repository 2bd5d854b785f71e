/**
 * An investor's identity submission (docs/product-rules.md#identity, IDV-1..IDV-3, issue 35
 * section 3): the images are bounded (5 MB, JPEG/PNG/WebP by their first bytes) and a refused
 * upload stores nothing in R2 or D1; under the age of majority is refused with the reason; one
 * open submission at a time; the investor reads only their own check, never the images.
 */
import { env } from "cloudflare:test";
import type { IdentityStatus } from "@app/schema/contracts/identity";
import { describe, expect, it } from "vitest";
import { call, registerInvestor } from "../../test/helpers";
import { checkCount, identityForm, imageBytes, imageFile, storedKeys, submitIdentity } from "../../test/identity-helpers";

const status = async (cookie: string) => (await (await call("/api/user/identity", { cookie })).json()) as IdentityStatus;

/** Expects a refusal naming `field` with `code`, and nothing stored for the user. */
async function expectRefused(res: Response, userId: number, field: string, issueCode: string, httpStatus = 400) {
  expect(res.status).toBe(httpStatus);
  const body = (await res.json()) as { code: string; issues: { field: string; code: string }[] };
  expect(body.issues[0]).toMatchObject({ field, code: issueCode });
  expect(await storedKeys(userId)).toEqual([]);
  expect(await checkCount(userId)).toBe(0);
}

describe("POST /api/user/identity", () => {
  it("stores both images in the private bucket and the fields, keys, sizes and hashes in D1", async () => {
    const { cookie, user } = await registerInvestor({ tier: 1 });
    expect(await status(cookie)).toEqual({ check: null, identityVerifiedAt: null, ageOfMajority: 21 });
    const res = await submitIdentity(cookie);
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as IdentityStatus;
    expect(body.check).toMatchObject({
      status: "submitted",
      fullLegalName: "Awa Ndongo Mballa",
      documentType: "cni",
      reason: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/identity\/\d+\//);

    const keys = await storedKeys(user.id);
    expect(keys).toHaveLength(2);
    const row = await env.DB.prepare("SELECT * FROM identity_checks WHERE user_id = ?")
      .bind(user.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ document_content_type: "image/jpeg", document_size_bytes: 64, selfie_content_type: "image/png" });
    expect(row!.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.sort()).toEqual([row!.document_key, row!.selfie_key].sort());
    const stored = await env.IDENTITY_FILES.get(row!.document_key as string);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(imageBytes("image/jpeg"));
  });

  it("refuses an image over 5 MB, naming the field, and stores nothing", async () => {
    const { cookie, user } = await registerInvestor({ tier: 1 });
    const big = imageFile(imageBytes("image/jpeg", 5 * 1024 * 1024 + 1), "image/jpeg");
    await expectRefused(await submitIdentity(cookie, identityForm({ selfie: big })), user.id, "selfie", "too_big");
  });

  it("refuses a file that is not JPEG, PNG or WebP, and one whose first bytes belie its declared type", async () => {
    const { cookie, user } = await registerInvestor({ tier: 1 });
    const pdf = imageFile(imageBytes("text/plain"), "application/pdf", "cni.pdf");
    await expectRefused(
      await submitIdentity(cookie, identityForm({ documentPhoto: pdf })),
      user.id,
      "documentPhoto",
      "invalid_format",
    );
    const disguised = imageFile(imageBytes("text/plain"), "image/jpeg");
    await expectRefused(
      await submitIdentity(cookie, identityForm({ documentPhoto: disguised })),
      user.id,
      "documentPhoto",
      "invalid_format",
    );
    const pngAsJpeg = imageFile(imageBytes("image/png"), "image/jpeg");
    await expectRefused(await submitIdentity(cookie, identityForm({ selfie: pngAsJpeg })), user.id, "selfie", "invalid_format");
    await expectRefused(await submitIdentity(cookie, identityForm({ selfie: undefined })), user.id, "selfie", "required");
    await expectRefused(await submitIdentity(cookie, identityForm({ selfie: "not a file" })), user.id, "selfie", "required");
  });

  it("refuses bad fields by name, and an investor under the age of majority with the reason", async () => {
    const { cookie, user } = await registerInvestor({ tier: 1 });
    await expectRefused(
      await submitIdentity(cookie, identityForm({ dateOfBirth: "1999-02-30" })),
      user.id,
      "dateOfBirth",
      "invalid_value",
    );
    await expectRefused(
      await submitIdentity(cookie, identityForm({ documentType: "licence" })),
      user.id,
      "documentType",
      "invalid_value",
    );
    await expectRefused(
      await submitIdentity(cookie, identityForm({ fullLegalName: undefined })),
      user.id,
      "fullLegalName",
      "required",
    );
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 20);
    const res = await submitIdentity(cookie, identityForm({ dateOfBirth: young.toISOString().slice(0, 10) }));
    await expectRefused(res, user.id, "dateOfBirth", "under_age", 409);
  });

  it("reads the age of majority from the setting", async () => {
    const { cookie, user } = await registerInvestor({ tier: 1 });
    await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('ageOfMajority', '18')").run();
    try {
      const nineteen = new Date();
      nineteen.setUTCFullYear(nineteen.getUTCFullYear() - 19);
      const res = await submitIdentity(cookie, identityForm({ dateOfBirth: nineteen.toISOString().slice(0, 10) }));
      expect(res.status, await res.clone().text()).toBe(201);
      expect((await status(cookie)).ageOfMajority).toBe(18);
    } finally {
      await env.DB.prepare("DELETE FROM settings WHERE key = 'ageOfMajority'").run();
    }
    expect(await checkCount(user.id)).toBe(1);
  });

  it("keeps one open submission: a second is refused and stores nothing more", async () => {
    const { cookie, user } = await registerInvestor({ tier: 1 });
    expect((await submitIdentity(cookie)).status).toBe(201);
    const again = await submitIdentity(cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "identity_pending" });
    expect(await storedKeys(user.id)).toHaveLength(2);
    expect(await checkCount(user.id)).toBe(1);
  });

  it("answers 401 signed out and 400 to a body that is not a form", async () => {
    expect((await submitIdentity("")).status).toBe(401);
    const { cookie, user } = await registerInvestor({ tier: 1 });
    const res = await call("/api/user/identity", { method: "POST", cookie, body: { fullLegalName: "x" } });
    expect(res.status).toBe(400);
    expect(await checkCount(user.id)).toBe(0);
  });
});

describe("GET /api/user/identity", () => {
  it("answers only the investor's own check", async () => {
    const a = await registerInvestor({ tier: 1 });
    const b = await registerInvestor({ tier: 1 });
    expect((await submitIdentity(a.cookie)).status).toBe(201);
    expect((await status(b.cookie)).check).toBeNull();
    expect((await call("/api/user/identity")).status).toBe(401);
  });
});
