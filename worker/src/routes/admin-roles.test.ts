/**
 * Who may call each admin route (docs/product-rules.md#admin-roles): every admin route the
 * app has, called by every kind of caller. No caller gets a 2xx from a route its role or
 * session stage does not allow; each allowed caller gets past the guard. The role ->
 * permission table (schema/src/contracts/admin-permissions.ts) is the one the panel reads:
 * every permission it names guards a route, and the routes allow exactly the roles they
 * allowed before the table had named permissions (issue 34 item 13).
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, type AdminRole } from "@app/schema/contracts/admins";
import {
  ADMIN_PERMISSIONS,
  ADMIN_ROUTE_PERMISSIONS,
  type AdminPermission,
  can,
  roleAllows,
} from "@app/schema/contracts/admin-permissions";
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

/** Which roles each route allowed when the table listed roles per route (before issue 34 item 13). */
const ALL = ["owner", "finance", "support"];
const OF = ["owner", "finance"];
const OS = ["owner", "support"];
const O = ["owner"];
const ROLES_BEFORE: Record<string, string[]> = {
  ...Object.fromEntries(
    [
      "GET /api/admin/me",
      "POST /api/admin/me/totp",
      "POST /api/admin/me/totp/confirm",
      "POST /api/admin/me/sessions/revoke",
      "GET /api/admin/stats",
      "GET /api/admin/users",
      "GET /api/admin/users/:id/overview",
      "GET /api/admin/search",
      "GET /api/admin/audit-log",
      "GET /api/admin/deposit-status",
      "GET /api/admin/withdrawal-status",
      "GET /api/admin/deposit-verifications",
      "GET /api/admin/withdrawals",
      "GET /api/admin/investments",
      "GET /api/admin/investment-cards",
      "GET /api/admin/reserve",
      "GET /api/admin/ledger/trial-balance",
      "GET /api/admin/settings",
      "GET /api/admin/announcements",
      "GET /api/admin/approval-settings",
      "GET /api/admin/kyc-settings",
      "GET /api/admin/payment-channels",
    ].map((k) => [k, ALL]),
  ),
  "PUT /api/admin/users/:id/suspend": OS,
  "POST /api/admin/users/:id/reset-password": OS,
  "POST /api/admin/announcements": OS,
  "PATCH /api/admin/announcements/:id": OS,
  "DELETE /api/admin/announcements/:id": OS,
  "PUT /api/admin/users/:id": OF,
  "PATCH /api/admin/deposit-verifications/:id": OF,
  "DELETE /api/admin/deposit-verifications/:id": OF,
  "PUT /api/admin/withdrawals/:id/approve": OF,
  "PUT /api/admin/withdrawals/:id/reject": OF,
  "POST /api/admin/reserve": OF,
  "GET /api/admin/approvals": OF,
  "POST /api/admin/approvals/:id/approve": OF,
  "POST /api/admin/approvals/:id/reject": OF,
  "PUT /api/admin/approval-settings": O,
  "PUT /api/admin/kyc-settings": O,
  "GET /api/admin/payments": OF,
  "GET /api/admin/payments/reconciliation": OF,
  "POST /api/admin/payments/reconciliation/run": OF,
  "GET /api/admin/payments/availability": OF,
  "GET /api/admin/payments/:id": OF,
  "POST /api/admin/payments/:id/check": OF,
  "GET /api/admin/suspense": OF,
  "POST /api/admin/suspense/:id/refund": OF,
  "GET /api/admin/operations/failed-jobs": ALL,
  "POST /api/admin/operations/failed-jobs/:id/resend": OF,
  "GET /api/admin/operations/alerts": O,
  "POST /api/admin/operations/alerts/:id/acknowledge": O,
  // Added after permissions were named: a number for a user's payouts, finance's (KYC-3).
  "POST /api/admin/users/:id/payout-numbers": OF,
  "GET /api/admin/identity": OF,
  "GET /api/admin/identity/:id": OF,
  "GET /api/admin/identity/:id/files/:kind": OF,
  "POST /api/admin/identity/:id/propose": OF,
  "POST /api/admin/identity/:id/reject": OF,
  // Money-laundering flags (docs/product-rules.md#aml-flags): every staff reads and reviews, the owner sets the rules.
  "GET /api/admin/flags": ALL,
  "GET /api/admin/flags/:id": ALL,
  "GET /api/admin/flags/:id/report": ALL,
  "GET /api/admin/flag-settings": ALL,
  "POST /api/admin/flags/:id/notes": ALL,
  "POST /api/admin/flags/:id/close-proposal": ALL,
  "POST /api/admin/flags/:id/close": ALL,
  "PUT /api/admin/flag-settings": O,
  "PUT /api/admin/payment-channels": O,
  "GET /api/admin/admins": O,
  "POST /api/admin/admins": O,
  "PATCH /api/admin/admins/:id": O,
  "POST /api/admin/admins/:id/totp/reset": O,
  "POST /api/admin/settings": O,
  "POST /api/admin/deposit-control": O,
  "POST /api/admin/withdrawal-control": O,
  "PUT /api/admin/investment-cards/:id": O,
  "DELETE /api/admin/users/:id": O,
};

describe("the role table covers the app's admin routes", () => {
  it("lists every admin route behind the guard, and no route the app does not have", () => {
    expect(adminEndpoints.length).toBeGreaterThan(35);
    expect(adminEndpoints.filter((e) => !(e in ADMIN_ROUTE_PERMISSIONS))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_PERMISSIONS).filter((k) => !adminEndpoints.includes(k))).toEqual([]);
  });

  it("allows each route exactly the roles it allowed before permissions were named", () => {
    const now = Object.fromEntries(adminEndpoints.map((e) => [e, ADMIN_ROLES.filter((role) => roleAllows(role, e))]));
    expect(now).toEqual(Object.fromEntries(adminEndpoints.map((e) => [e, ROLES_BEFORE[e]])));
  });

  it("enforces every permission the table names: each guards at least one route of the app", () => {
    const used = new Set(adminEndpoints.map((e) => ADMIN_ROUTE_PERMISSIONS[e]!.permission));
    expect((Object.keys(ADMIN_PERMISSIONS) as AdminPermission[]).filter((p) => !used.has(p))).toEqual([]);
  });
});

describe("each permission, for each role", () => {
  it.each(ADMIN_ROLES.map((r) => [r] as const))(
    "an admin with role %s is refused every route of a permission it lacks",
    async (role) => {
      for (const permission of Object.keys(ADMIN_PERMISSIONS) as AdminPermission[]) {
        if (can(role, permission)) continue;
        for (const endpoint of adminEndpoints.filter((e) => ADMIN_ROUTE_PERMISSIONS[e]!.permission === permission)) {
          const res = await request(endpoint, byRole[role]);
          expect(res.status, `${role} ${permission} ${endpoint}`).toBe(403);
          expect(((await res.json()) as { code?: string }).code, endpoint).toBe("role_forbidden");
        }
      }
    },
  );
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
      const entry = ADMIN_ROUTE_PERMISSIONS[endpoint]!;
      const res = await request(endpoint, caller.cookie());
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      const roleOk = caller.role !== undefined && can(caller.role, entry.permission);
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
