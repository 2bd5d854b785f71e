/**
 * The API's routing (docs/ARCHITECTURE.md#the-request-path): each route group declares
 * its guard, so a path that no route answers is 404 `not_found` for everyone, and a
 * guarded route still refuses the wrong kind of session.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, call, registerInvestor } from "../test/helpers";
import { app } from "./app";

let investor: string;
let admin: string;
beforeAll(async () => {
  investor = (await registerInvestor()).cookie;
  admin = await adminCookie();
});

const who = () =>
  [
    ["anonymous", undefined],
    ["an investor", investor],
    ["an admin", admin],
  ] as const;

describe("an unknown /api path", () => {
  it.each(["/api/nope", "/api/admin/nope", "/api/user/nope", "/api/deposits/nope", "/api/auth/nope"])(
    "%s is 404 not_found for anonymous, an investor and an admin",
    async (path) => {
      for (const [, cookie] of who()) {
        for (const method of ["GET", "POST"]) {
          const res = await call(path, { method, cookie, ...(method === "POST" ? { body: {} } : {}) });
          expect(res.status, `${method} ${path} as ${cookie ? "signed in" : "anonymous"}`).toBe(404);
          expect(await res.json()).toMatchObject({ code: "not_found" });
        }
      }
    },
  );
});

describe("each route group keeps its own guard", () => {
  it("an admin session does not open an investor route, nor an investor session an admin route", async () => {
    expect((await call("/api/user/dashboard", { cookie: admin })).status).toBe(401);
    expect((await call("/api/deposit-steps", { cookie: admin })).status).toBe(401);
    expect((await call("/api/admin/withdrawals", { cookie: investor })).status).toBe(401);
    expect((await call("/api/admin/me", { cookie: investor })).status).toBe(401);
  });

  it("public routes answer anyone, and sign-in routes are not behind the admin guard", async () => {
    expect((await call("/api/transparency")).status).toBe(200);
    expect((await call("/api/settings/public")).status).toBe(200);
    const res = await call("/api/admin/login", { method: "POST", body: { username: "nobody", password: "wrong-password" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "invalid_credentials" });
  });

  it("the routes answer their own session kind", async () => {
    expect((await call("/api/user/dashboard", { cookie: investor })).status).toBe(200);
    expect((await call("/api/admin/me", { cookie: admin })).status).toBe(200);
    expect((await call("/api/auth/user", { cookie: investor })).status).toBe(200);
  });
});

describe("every /api route is behind a guard unless it is meant to be public", () => {
  const PUBLIC = new Set([
    "POST /api/auth/register",
    "POST /api/auth/login",
    "POST /api/auth/logout",
    "POST /api/admin/login",
    "POST /api/admin/login/totp",
    "POST /api/admin/logout",
    "GET /api/transparency",
    "GET /api/transparency/liabilities",
    "GET /api/health",
    "GET /api/settings/public",
    // No session: the provider's signature on the raw body is its authentication (RAIL-6), below.
    "POST /api/payments/:provider/callback",
  ]);
  const endpoints = [
    ...new Set(app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/")).map((r) => `${r.method} ${r.path}`)),
  ];

  it("finds the routes to check", () => {
    expect(endpoints.length).toBeGreaterThan(40);
    for (const route of PUBLIC) expect(endpoints).toContain(route);
  });

  it("answers 401 to an anonymous call on every route that is not public", async () => {
    for (const endpoint of endpoints.filter((e) => !PUBLIC.has(e))) {
      const [method, pattern] = endpoint.split(" ") as [string, string];
      const path = pattern.replace(/:\w+(\{[^}]*\})?/g, "1");
      const res = await call(path, { method, ...(method === "GET" ? {} : { body: {} }) });
      expect(res.status, endpoint).toBe(401);
    }
  });

  it.each(["pawapay", "notchpay"])("answers 401 to an unsigned %s callback, and 404 to an unknown provider", async (provider) => {
    const res = await call(`/api/payments/${provider}/callback`, {
      method: "POST",
      body: { depositId: "x", status: "COMPLETED" },
    });
    expect(res.status).toBe(401);
    expect((await call("/api/payments/nobody/callback", { method: "POST", body: {} })).status).toBe(404);
  });
});
