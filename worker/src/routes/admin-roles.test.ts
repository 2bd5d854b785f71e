/**
 * Who may call each admin route (docs/product-rules.md#admin-roles): every admin route the
 * app has, called by every kind of caller. No caller gets a 2xx from a route its role or
 * session stage does not allow; each allowed caller gets past the guard.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROUTE_ROLES, ADMIN_ROLES, type AdminRole } from "@app/schema/contracts/admins";
import { adminCookie, call, enrolledAdmin, registerInvestor, sessionCookie } from "../../test/helpers";
import { app } from "../app";

/** Sign-in and sign-out: outside the admin guard on purpose (app.test.ts lists the public routes). */
const OUTSIDE_GUARD = new Set(["POST /api/admin/login", "POST /api/admin/login/totp", "POST /api/admin/logout"]);

const adminEndpoints = [
  ...new Set(
    app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/admin/"))
      .map((r) => `${r.method} ${r.path}`)
      .filter((e) => !OUTSIDE_GUARD.has(e)),
  ),
]
  // Signing oneself out everywhere goes last, so it does not end the sessions the others use.
  .sort((a, b) => Number(a.endsWith("/me/sessions/revoke")) - Number(b.endsWith("/me/sessions/revoke")));

function request(endpoint: string, cookie: string | undefined) {
  const [method, pattern] = endpoint.split(" ") as [string, string];
  // An id no row has: an allowed call reaches its handler and finds nothing to change.
  const path = pattern.replace(/:\w+(\{[^}]*\})?/g, "999999");
  return call(path, { method, cookie, ...(method === "GET" ? {} : { body: {} }) });
}

type Caller = { name: string; cookie: () => string | undefined; role?: AdminRole; stage: "none" | "enrol" | "full" };

let investor: string;
let disabled: string;
let beforeEnrolment: string;
let awaitingCode: string;
const byRole = {} as Record<AdminRole, string>;

beforeAll(async () => {
  investor = (await registerInvestor()).cookie;
  const owner = await adminCookie();
  for (const role of ADMIN_ROLES) byRole[role] = (await enrolledAdmin(role, owner)).cookie;

  const gone = await enrolledAdmin("finance", owner);
  disabled = gone.cookie;
  const off = await call(`/api/admin/admins/${gone.id}`, { method: "PATCH", cookie: owner, body: { disabled: true } });
  expect(off.status).toBe(200);

  const fresh = `support-new-${Date.now().toString(36)}`;
  const made = await call("/api/admin/admins", {
    method: "POST",
    cookie: owner,
    body: { username: fresh, password: "staff-password-2026", role: "owner" },
  });
  expect(made.status).toBe(201);
  const login = await call("/api/admin/login", { method: "POST", body: { username: fresh, password: "staff-password-2026" } });
  beforeEnrolment = sessionCookie(login);

  const enrolled = await enrolledAdmin("owner", owner);
  const pending = await call("/api/admin/login", {
    method: "POST",
    body: { username: enrolled.username, password: enrolled.password },
  });
  expect(await pending.json()).toEqual({ totpRequired: true });
  awaitingCode = sessionCookie(pending);
});

const callers: Caller[] = [
  { name: "anonymous", cookie: () => undefined, stage: "none" },
  { name: "an investor", cookie: () => investor, stage: "none" },
  { name: "a disabled admin", cookie: () => disabled, stage: "none" },
  { name: "an admin between password and code", cookie: () => awaitingCode, stage: "none" },
  { name: "an owner before enrolment", cookie: () => beforeEnrolment, role: "owner", stage: "enrol" },
  ...ADMIN_ROLES.map((role): Caller => ({ name: `an admin with role ${role}`, cookie: () => byRole[role], role, stage: "full" })),
];

describe("the role table covers the app's admin routes", () => {
  it("lists every admin route behind the guard, and no route the app does not have", () => {
    expect(adminEndpoints.length).toBeGreaterThan(35);
    expect(adminEndpoints.filter((e) => !(e in ADMIN_ROUTE_ROLES))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_ROLES).filter((k) => !adminEndpoints.includes(k))).toEqual([]);
  });
});

describe("what each role may change", () => {
  it("a support admin cannot fund the reserve or change settings; a finance admin cannot create admins", async () => {
    const fund = await call("/api/admin/reserve", { method: "POST", cookie: byRole.support, body: { amount: 1000 } });
    expect(fund.status).toBe(403);
    expect(await fund.json()).toMatchObject({ code: "role_forbidden" });
    const admin = await call("/api/admin/admins", {
      method: "POST",
      cookie: byRole.finance,
      body: { username: "sneaky", password: "staff-password-2026", role: "owner" },
    });
    expect(admin.status).toBe(403);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM admins WHERE username = 'sneaky'").first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("every admin route, for every caller", () => {
  it.each(callers.map((c) => [c.name, c] as const))("%s gets no 2xx from a route it may not call", async (_, caller) => {
    const unauthorized2xx: string[] = [];
    for (const endpoint of adminEndpoints) {
      const entry = ADMIN_ROUTE_ROLES[endpoint]!;
      const res = await request(endpoint, caller.cookie());
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      const roleOk = caller.role !== undefined && (entry.roles === "any" || entry.roles.includes(caller.role));
      const allowed = caller.stage === "full" ? roleOk : caller.stage === "enrol" ? roleOk && entry.enrol === true : false;
      if (!allowed && res.ok) unauthorized2xx.push(`${endpoint} -> ${res.status}`);
      if (caller.stage === "none") {
        expect(res.status, endpoint).toBe(401);
      } else if (!allowed) {
        expect(body.code, endpoint).toBe(caller.stage === "enrol" && roleOk ? "totp_enrollment_required" : "role_forbidden");
        expect(res.status, endpoint).toBe(403);
      } else {
        // Past the guard: the handler answers (often 400 for the empty body, 404 for the missing id).
        expect([401, 403], `${endpoint} -> ${body.code}`).not.toContain(res.status);
      }
    }
    expect(unauthorized2xx).toEqual([]);
  });
});
