/**
 * No request input can cause a 500 (docs/product-rules.md#errors, ERR-1): fast-check
 * throws random JSON bodies, ids and queries at every state-changing route, signed in as
 * an investor and as an admin, and every answer must be a JSON 4xx/2xx/503.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adminCookie, call, registerInvestor } from "./helpers";

const USER_ROUTES: [string, string][] = [
  ["POST", "/api/auth/register"],
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/password"],
  ["POST", "/api/deposit-verification"],
  ["POST", "/api/investments"],
  ["POST", "/api/transactions/withdraw"],
  ["POST", "/api/user/referral-balance/transfer"],
  ["POST", "/api/notifications/push-subscriptions"],
  ["DELETE", "/api/notifications/push-subscriptions"],
];
const ADMIN_ROUTES: [string, string][] = [
  ["POST", "/api/admin/login"],
  ["PATCH", "/api/admin/deposit-verifications/:id"],
  ["DELETE", "/api/admin/deposit-verifications/:id"],
  ["PUT", "/api/admin/withdrawals/:id/approve"],
  ["PUT", "/api/admin/withdrawals/:id/reject"],
  ["PUT", "/api/admin/users/:id"],
  ["PUT", "/api/admin/users/:id/suspend"],
  ["POST", "/api/admin/users/:id/reset-password"],
  ["PUT", "/api/admin/investment-cards/:id"],
  ["POST", "/api/admin/settings"],
  ["POST", "/api/admin/reserve"],
  ["POST", "/api/admin/deposit-control"],
  ["POST", "/api/admin/withdrawal-control"],
  ["POST", "/api/admin/login/totp"],
  ["POST", "/api/admin/admins"],
  ["PATCH", "/api/admin/admins/:id"],
  ["POST", "/api/admin/me/totp/confirm"],
];

const idArb = fc.oneof(fc.integer({ min: -5, max: 5 }).map(String), fc.constantFrom("abc", "1e3", "0x10", "%00", "9".repeat(30)));
const bodyArb = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({ amount: fc.oneof(fc.double(), fc.integer(), fc.string()), status: fc.string(), cardId: fc.anything() })
    .map((v) => JSON.stringify(v)),
  fc.string(),
);

describe("random input", () => {
  it("never gets a 500 from any state-changing route", async () => {
    const investor = await registerInvestor();
    const admin = await adminCookie();
    const routes = [
      ...USER_ROUTES.map((r) => [...r, investor.cookie] as const),
      ...ADMIN_ROUTES.map((r) => [...r, admin] as const),
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), idArb, bodyArb, async ([method, path, cookie], id, body) => {
        const res = await call(path.replace(":id", encodeURIComponent(id)), { method, cookie, body });
        expect(res.status, `${method} ${path} ${body}`).not.toBe(500);
        expect(res.headers.get("Content-Type") ?? "").toMatch(/json/);
      }),
      { numRuns: 300 },
    );
  });
});
