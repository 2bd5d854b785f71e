/**
 * The isolate's bound on password hashing (docs/product-rules.md#rate-limits, "Hashing load"):
 * past it a route that hashes answers 503 `server_busy` with Retry-After and changes nothing;
 * under it, it works.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_PENDING_HASHES, withHashSlot } from "../lib/hash-gate";
import { GOOD_PASSWORD, call, newPhone, registerInvestor, sessionCookie } from "../../test/helpers";

/** Takes every hashing slot of the isolate (as a flood of sign-ins would) until `release`. */
function fillHashSlots() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slots = Array.from({ length: MAX_PENDING_HASHES }, () => withHashSlot(() => held));
  return async () => {
    release();
    await Promise.all(slots);
  };
}
let releaseSlots: (() => Promise<void>) | undefined;
afterEach(async () => {
  await releaseSlots?.();
  releaseSlots = undefined;
});

const failures = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM sign_in_failures").first<{ n: number }>())!.n;
const setCookies = (res: Response) => (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie();

async function expectBusy(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ error: expect.any(String), code: "server_busy" });
  expect(setCookies(res)).toEqual([]);
}

const login = (phone: string, password: string) =>
  call("/api/auth/login", { method: "POST", body: { phone, password }, headers: { "CF-Connecting-IP": "198.51.100.31" } });

describe("the isolate's bound on password hashing", () => {
  it("answers a sign-in past the bound with 503 server_busy, counting nothing; under it the sign-in works", async () => {
    const { phone } = await registerInvestor();
    const before = await failures();
    releaseSlots = fillHashSlots();
    await expectBusy(await login(phone, GOOD_PASSWORD));
    await expectBusy(await login(newPhone("69"), "wrong-password-1"));
    await expectBusy(
      await call("/api/admin/login", { method: "POST", body: { username: env.ADMIN_USERNAME, password: "wrong-password-1" } }),
    );
    expect(await failures()).toBe(before);
    await releaseSlots();
    releaseSlots = undefined;
    const ok = await login(phone, GOOD_PASSWORD);
    expect(ok.status).toBe(200);
    expect((await call("/api/auth/user", { cookie: sessionCookie(ok) })).status).toBe(200);
  });

  it("answers a registration past the bound with 503 server_busy and creates no account", async () => {
    const phone = newPhone();
    const body = {
      fullName: "Awa Ndongo",
      phone,
      mobileMoneyService: "Orange Money",
      password: GOOD_PASSWORD,
      acceptTerms: true,
    };
    releaseSlots = fillHashSlots();
    await expectBusy(await call("/api/auth/register", { method: "POST", body }));
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE phone = ?").bind(phone).first()).toBeNull();
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM sign_in_failures WHERE key = ?").bind(`register:${phone}`).first("n"),
    ).toBe(0);
    await releaseSlots();
    releaseSlots = undefined;
    expect((await call("/api/auth/register", { method: "POST", body })).status).toBe(201);
  });

  it("answers a password change past the bound with 503 server_busy and keeps the password", async () => {
    const { cookie, phone } = await registerInvestor();
    releaseSlots = fillHashSlots();
    const change = await call("/api/auth/password", {
      method: "POST",
      cookie,
      body: { currentPassword: GOOD_PASSWORD, newPassword: "baobab-tree-2031" },
    });
    await expectBusy(change);
    await releaseSlots();
    releaseSlots = undefined;
    expect((await call("/api/auth/user", { cookie })).status).toBe(200);
    expect((await login(phone, GOOD_PASSWORD)).status).toBe(200);
  });
});
