/**
 * No request input can cause a 500 (docs/product-rules.md#errors, ERR-1): fast-check
 * throws random JSON bodies, ids and queries at every state-changing route, signed in as
 * an investor and as an admin, and every answer must be a JSON 4xx/2xx/503; the payment
 * reads get random ids and queries (docs/product-rules.md#automatic-rails).
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
  ["POST", "/api/payments/deposits"],
  ["POST", "/api/payments/:id/callback"],
  ["POST", "/api/payments/pawapay/callback"],
  ["POST", "/api/payments/notchpay/callback"],
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
  ["PUT", "/api/admin/payment-channels"],
  ["POST", "/api/admin/payments/:id/check"],
];

const idArb = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom("abc", "1e3", "0x10", "%00", "9".repeat(30), "pawapay", "..", "%2e%2e", "PAWAPAY", "__proto__"),
  fc.uuid(),
);
const bodyArb = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      amount: fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(1e21)),
      status: fc.string(),
      cardId: fc.anything(),
      paymentMethod: fc.constantFrom("MTN", "Orange", "mtn", ""),
      phone: fc.oneof(fc.string(), fc.constantFrom("653456789", "753456789", "+237653456789", "65345678", "6534567890")),
      deposits: fc.anything(),
      depositId: fc.oneof(fc.uuid(), fc.string()),
    })
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

describe("random ids and queries on the payment reads", () => {
  it("never get a 500: a JSON 400 naming the field, or 404", async () => {
    const investor = await registerInvestor();
    const admin = await adminCookie();
    const queryArb = fc.dictionary(fc.constantFrom("status", "direction", "cursor", "x"), fc.oneof(fc.string(), idArb));
    await fc.assert(
      fc.asyncProperty(idArb, queryArb, async (id, query) => {
        for (const [path, cookie] of [
          [`/api/payments/deposits/${encodeURIComponent(id)}`, investor.cookie],
          [`/api/admin/payments/${encodeURIComponent(id)}`, admin],
          [`/api/admin/payments?${new URLSearchParams(query)}`, admin],
        ] as const) {
          const res = await call(path, { cookie });
          expect(res.status, path).not.toBe(500);
          expect(res.headers.get("Content-Type") ?? "", path).toMatch(/json/);
          if (res.status === 400) {
            const body = (await res.json()) as { code: string; issues: { field: string }[] };
            expect(body.code, path).toBe("invalid_input");
            expect(body.issues.length, path).toBeGreaterThan(0);
            for (const issue of body.issues) expect(typeof issue.field, path).toBe("string");
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
