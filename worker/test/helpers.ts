/**
 * Test helpers: call the Worker as a browser would (same-origin requests over https,
 * cookies carried by hand), and audit the ledger after a scenario.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { type DailyRunOutput, dailyRunId, waitForDailyRun } from "../src/cron/daily-run";
import worker from "../src/index";
import { payableDifference } from "../src/ledger/books-payable";
import { balanceMismatches, trialBalance } from "../src/ledger/ledger";
import { sha256Hex } from "../src/lib/bytes";
import { identityVerifiedFor, verifyNumberFor } from "./payout-numbers";

export { identityVerifiedFor, verifyNumberFor };

export const ORIGIN = "https://lionart.test";

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /**
   * Also wait until the work the answer left running (`waitUntil`: pushes) is done, so a
   * test can count what it sent.
   */
  settle?: boolean;
}

/**
 * One request to the Worker, as a browser on ORIGIN sends it (an Origin header on every state change).
 * It calls the Worker's `fetch` in this isolate with an execution context of its own, not
 * through `SELF`: each `SELF.fetch` of @cloudflare/vitest-pool-workers 0.15 costs more than the
 * one before it in the same workerd (11 ms at first, over 200 ms after a few thousand), and the
 * files of a vitest worker share one workerd (vitest.config.ts).
 */
export async function call(
  path: string,
  { method = "GET", body, cookie, headers = {}, settle = false }: CallOptions = {},
): Promise<Response> {
  const h: Record<string, string> = { ...headers };
  if (method !== "GET") h.Origin ??= ORIGIN;
  if (body !== undefined) h["Content-Type"] ??= "application/json";
  if (cookie) h.Cookie = cookie;
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: h,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    redirect: "manual",
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  if (settle) await waitOnExecutionContext(ctx);
  return res;
}

/**
 * The `name=value` pair of the session cookie a response sets, for the next request (not the
 * read-bookmark cookies, lib/read-bookmark.ts).
 */
export function sessionCookie(res: Response): string {
  const set = (res.headers as unknown as { getSetCookie(): string[] })
    .getSetCookie()
    .filter((c) => !/Max-Age=0/.test(c) && !/^__Host-lionart_(bookmark|writes)=/.test(c));
  const pair = set.at(-1)?.split(";")[0];
  if (!pair?.includes("=")) throw new Error(`no session cookie set: ${set}`);
  return pair;
}

/** Matches any password-bearing field of a JSON body (docs/product-rules.md#passwords). */
export const PASSWORD_FIELD = /"(password|plainPassword|passwordHash|password_hash)"|scrypt\$/;

let phoneCounter = 0;
/** A fresh valid Cameroon phone number, unique within a test file. */
export function newPhone(prefix = "67"): string {
  phoneCounter += 1;
  return `${prefix}${String(Date.now() % 10000).padStart(4, "0")}${String(phoneCounter).padStart(3, "0")}`.slice(0, 9);
}

export const GOOD_PASSWORD = "kola-nut-1987";

/** POSTs a registration (a valid one, with `body` over it) from `address` when given; returns the raw answer. */
export function registrationRequest(body: Record<string, unknown> = {}, address?: string): Promise<Response> {
  return call("/api/auth/register", {
    method: "POST",
    body: {
      fullName: "Awa Ndongo",
      phone: newPhone(),
      mobileMoneyService: "Orange Money",
      password: GOOD_PASSWORD,
      acceptTerms: true,
      ...body,
    },
    headers: address ? { "CF-Connecting-IP": address } : {},
  });
}

/**
 * Registers an investor; returns the cookie and the user. Their registered phone is then
 * verified for payouts as if a first automatic deposit from it had proven it (KYC-1), so a
 * test about something else can withdraw to it; `verified: false` registers them unproven,
 * as every investor starts (tests of the rule itself, docs/product-rules.md#verified-numbers).
 * Their identity is verified too (tier 2, the highest limits) unless `tier` says otherwise
 * or `verified: false` (tier 0; docs/product-rules.md#limits-by-tier).
 */
export async function registerInvestor(overrides: Record<string, unknown> & { verified?: boolean; tier?: 0 | 1 | 2 } = {}) {
  const { verified = true, tier = verified ? 2 : 0, ...body } = overrides;
  const registered = await registerUnverified(body);
  if (tier >= 1)
    await verifyNumberFor(registered.user.id, registered.phone, (body.mobileMoneyService as string) ?? "MTN Mobile Money");
  if (tier === 2) await identityVerifiedFor(registered.user.id);
  return registered;
}

/** The registered phone of the investor signed in with `cookie` (their dashboard's). */
export async function phoneOf(cookie: string): Promise<string> {
  const res = await call("/api/user/dashboard", { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { user: { phone: string } }).user.phone;
}

async function registerUnverified(overrides: Record<string, unknown>) {
  const phone = (overrides.phone as string) ?? newPhone();
  const res = await call("/api/auth/register", {
    method: "POST",
    body: {
      fullName: "Test Investor",
      phone,
      mobileMoneyService: "MTN Mobile Money",
      password: GOOD_PASSWORD,
      acceptTerms: true,
      ...overrides,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number; referralCode: string; phone: string } };
  return { cookie: sessionCookie(res), user, phone };
}

/** The SHA-256 (hex) of a session cookie's id: its key in KV, `revoked_sessions` and `admin_sessions`. */
export async function sessionIdHash(cookie: string): Promise<string> {
  const id = cookie.slice(cookie.indexOf("=") + 1);
  return sha256Hex(id);
}

let ownerSession: string | null = null;

/**
 * The configured test admin's (an owner's) cookie: one sign-in per test file, reused while
 * its session is still a full owner session (a test that signs it out or revokes it gets a
 * new one). It has no second factor in tests (APP_ENV=test, not development), so its
 * session would be limited to enrolment: the helper marks it complete, standing in for the
 * authenticator. The second factor itself is tested through the API in
 * src/routes/admin-totp-sign-in.test.ts and src/routes/admin-totp-enrolment.test.ts.
 */
export async function adminCookie(): Promise<string> {
  if (ownerSession && (await isFullOwnerSession(ownerSession))) return ownerSession;
  const res = await call("/api/admin/login", {
    method: "POST",
    body: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
  });
  expect(res.status).toBe(200);
  const cookie = sessionCookie(res);
  await env.DB.prepare("UPDATE admin_sessions SET stage = 'full' WHERE id_hash = ?")
    .bind(await sessionIdHash(cookie))
    .run();
  ownerSession = cookie;
  return cookie;
}

/** True while `cookie` is a live, fully signed-in owner session. */
async function isFullOwnerSession(cookie: string): Promise<boolean> {
  const res = await call("/api/admin/me", { cookie });
  if (res.status !== 200) return false;
  const me = (await res.json()) as { role?: string; enrolmentRequired?: boolean };
  return me.role === "owner" && me.enrolmentRequired === false;
}

let adminSerial = 0;

/**
 * A new admin of `role`, created by the configured owner through the API, signed in with a
 * password and enrolled in TOTP through the API (the test plays the authenticator).
 * Returns its full-session cookie, its id, credentials and TOTP secret.
 */
export async function enrolledAdmin(
  role: "owner" | "finance" | "support",
  owner?: string,
): Promise<{ id: number; username: string; password: string; secret: string; cookie: string }> {
  const { totpCode } = await import("../src/lib/totp");
  const username = `${role}-${Date.now().toString(36)}-${++adminSerial}`;
  const password = "staff-password-2026";
  const created = await call("/api/admin/admins", {
    method: "POST",
    cookie: owner ?? (await adminCookie()),
    body: { username, password, role },
  });
  expect(created.status).toBe(201);
  const { admin } = (await created.json()) as { admin: { id: number } };
  const login = await call("/api/admin/login", { method: "POST", body: { username, password } });
  expect(login.status).toBe(200);
  const enrolling = sessionCookie(login);
  const begun = await call("/api/admin/me/totp", { method: "POST", cookie: enrolling, body: {} });
  expect(begun.status).toBe(200);
  const { secret } = (await begun.json()) as { secret: string };
  const confirmed = await call("/api/admin/me/totp/confirm", {
    method: "POST",
    cookie: enrolling,
    body: { code: totpCode(secret) },
  });
  expect(confirmed.status).toBe(200);
  return { id: admin.id, username, password, secret, cookie: sessionCookie(confirmed) };
}

/**
 * The auditor: every cached balance equals its entries, the trial balance is 0 and
 * `returns_payable` holds exactly the accrued and unposted returns (TRN-7).
 */
export async function expectLedgerConsistent(): Promise<void> {
  expect(await balanceMismatches(env.DB)).toEqual([]);
  expect((await trialBalance(env.DB)).totalXaf).toBe(0);
  expect(await payableDifference(env.DB)).toEqual({ balanceXaf: expect.any(Number), differenceXaf: 0 });
}

/** Credits an investor's principal the way production does: a verification the admin approves. */
export async function depositFor(cookie: string, amount: number, admin?: string): Promise<number> {
  const txid = `TX${crypto.randomUUID().slice(0, 12)}`;
  const sub = await call("/api/deposit-verification", {
    method: "POST",
    cookie,
    body: { depositName: "Test Payer", userName: "670000000", amount, paymentMethod: "MTN", transactionId: txid },
  });
  expect(sub.status, await sub.clone().text()).toBe(201);
  const { id } = (await sub.json()) as { id: number };
  const res = await call(`/api/admin/deposit-verifications/${id}`, {
    method: "PATCH",
    cookie: admin ?? (await adminCookie()),
    body: { status: "approved" },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}

let checker: string | null = null;

/**
 * The cookie of a second admin (finance, enrolled), the checker of two-person approval
 * (docs/product-rules.md#approvals); made once per test file and remade if its session ended.
 */
export async function checkerCookie(): Promise<string> {
  if (checker && (await call("/api/admin/me", { cookie: checker })).status === 200) return checker;
  checker = (await enrolledAdmin("finance")).cookie;
  return checker;
}

/** Approves proposal `approvalId` as the second admin; expects 200. */
export async function approveAsChecker(approvalId: number, cookie?: string): Promise<void> {
  const res = await call(`/api/admin/approvals/${approvalId}/approve`, {
    method: "POST",
    cookie: cookie ?? (await checkerCookie()),
    body: {},
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * PUT /api/admin/users/{id} like `call`; when the edit proposes a balance or phone change
 * (202), the second admin approves each proposal at once and the last answer is returned
 * (200, or 409 when a balance moved meanwhile): a test about something else sees the change
 * made, as it will be once approved (docs/product-rules.md#approvals).
 */
export async function editUser(path: string, options: CallOptions): Promise<Response> {
  const res = await call(path, options);
  if (res.status !== 202) return res;
  const { proposals } = (await res.json()) as { proposals: { approvalId: number }[] };
  let last = res;
  for (const { approvalId } of proposals) {
    last = await call(`/api/admin/approvals/${approvalId}/approve`, { method: "POST", cookie: await checkerCookie(), body: {} });
    if (last.status !== 200) return last;
  }
  return last;
}

/** Funds the returns reserve through the admin API: the owner proposes, a second admin approves. */
export async function fundReserve(amount: number, admin?: string): Promise<void> {
  const res = await call("/api/admin/reserve", {
    method: "POST",
    cookie: admin ?? (await adminCookie()),
    body: { amount, note: "test funding", requestId: crypto.randomUUID() },
  });
  expect(res.status, await res.clone().text()).toBe(202);
  await approveAsChecker(((await res.json()) as { approvalId: number }).approvalId);
}

/** The principal of the signed-in investor, in whole XAF. */
export async function principalOf(cookie: string): Promise<number> {
  const me = (await (await call("/api/auth/user", { cookie })).json()) as { principalBalance: string };
  return Number.parseInt(me.principalBalance, 10);
}

/**
 * The daily cron fired at `at` (ms since the epoch) through the Worker's scheduled handler:
 * it starts the daily-run Workflow; this waits for the instance and answers its output.
 */
export async function runDailyCron(at = Date.now()): Promise<DailyRunOutput> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "5 23 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  return waitForDailyRun(env, dailyRunId(at));
}
