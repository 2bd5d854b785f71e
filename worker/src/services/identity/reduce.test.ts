/**
 * Identity images leave R2 when the person's data goes (docs/product-rules.md#data-rights,
 * DATA-7): at once on staff's erasure, at the end of the retention after an investor closes
 * their account (never before). Checked against the real local R2 binding and D1: the objects
 * are gone and the check keeps only its state, document type, dates, the files' types, sizes
 * and hashes.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, adminCookie, call, registerInvestor } from "../../../test/helpers";
import { storedKeys, submitIdentity } from "../../../test/identity-helpers";
import { reduceExpiredClosures } from "../data-rights/retention";
import { deleteReducedIdentityFiles } from "./reduce";

const YEAR_MS = 365.25 * 86_400_000;

const checkOf = (userId: number) =>
  env.DB.prepare("SELECT * FROM identity_checks WHERE user_id = ?").bind(userId).first<Record<string, unknown>>();

/** A registered investor who sent their identity: both images are in R2. */
async function investorWithIdentity() {
  const investor = await registerInvestor({ tier: 1 });
  const res = await submitIdentity(investor.cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  expect(await storedKeys(investor.user.id)).toHaveLength(2);
  return investor;
}

function expectReduced(row: Record<string, unknown> | null) {
  expect(row).toMatchObject({
    full_legal_name: null,
    date_of_birth: null,
    document_number: null,
    reason: null,
    document_key: null,
    selfie_key: null,
    status: "submitted",
    document_type: "cni",
    document_content_type: "image/jpeg",
    selfie_content_type: "image/png",
  });
  expect(row!.reduced_at).toEqual(expect.any(String));
  expect(row!.document_sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(row!.document_size_bytes).toBeGreaterThan(0);
}

describe("identity images after erasure and closure (DATA-7)", () => {
  it("staff's erasure deletes the images from R2 and clears the check's personal fields", async () => {
    const { user } = await investorWithIdentity();
    const res = await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: await adminCookie() });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await storedKeys(user.id)).toEqual([]);
    expectReduced(await checkOf(user.id));
  });

  it("a refused erasure deletes nothing", async () => {
    const { user, cookie } = await investorWithIdentity();
    const pending = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: {
        depositName: "Awa",
        userName: "670000000",
        amount: 5_000,
        paymentMethod: "MTN",
        transactionId: `TX${crypto.randomUUID().slice(0, 12)}`,
      },
    });
    expect(pending.status).toBe(201);
    const res = await call(`/api/admin/users/${user.id}`, { method: "DELETE", cookie: await adminCookie() });
    expect(res.status).toBe(409);
    expect(await storedKeys(user.id)).toHaveLength(2);
    expect(await checkOf(user.id)).toMatchObject({ full_legal_name: "Awa Ndongo Mballa", reduced_at: null });
  });

  it("a closed account keeps its images for the retention period, then they are deleted", async () => {
    const { user, cookie } = await investorWithIdentity();
    const closed = await call("/api/user/close", { method: "POST", cookie, body: { password: GOOD_PASSWORD } });
    expect(closed.status, await closed.clone().text()).toBe(200);
    await reduceExpiredClosures(env.DB, new Date(Date.now() + 9 * YEAR_MS));
    expect(await deleteReducedIdentityFiles(env.DB, env.IDENTITY_FILES)).toBe(0);
    expect(await storedKeys(user.id)).toHaveLength(2);
    expect(await checkOf(user.id)).toMatchObject({ full_legal_name: "Awa Ndongo Mballa", reduced_at: null });

    await reduceExpiredClosures(env.DB, new Date(Date.now() + 11 * YEAR_MS));
    const reducedRow = await checkOf(user.id);
    expect(reducedRow).toMatchObject({ full_legal_name: null, document_key: expect.any(String) });
    expect(await deleteReducedIdentityFiles(env.DB, env.IDENTITY_FILES)).toBeGreaterThanOrEqual(1);
    expect(await storedKeys(user.id)).toEqual([]);
    expectReduced(await checkOf(user.id));
    // A second sweep finds nothing left.
    expect(await deleteReducedIdentityFiles(env.DB, env.IDENTITY_FILES, [user.id])).toBe(0);
  });
});
