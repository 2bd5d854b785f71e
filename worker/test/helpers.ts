/**
 * Test helpers: call the Worker as a browser would (same-origin requests over https,
 * cookies carried by hand), and audit the ledger after a scenario.
 */
import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";
import { balanceMismatches, trialBalance } from "../src/ledger/ledger";

export const ORIGIN = "https://lionart.test";

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export async function call(path: string, { method = "GET", body, cookie, headers = {} }: CallOptions = {}): Promise<Response> {
  const h: Record<string, string> = { ...headers };
  if (method !== "GET") h.Origin ??= ORIGIN;
  if (body !== undefined) h["Content-Type"] ??= "application/json";
  if (cookie) h.Cookie = cookie;
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: h,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    redirect: "manual",
  });
}

/** The `name=value` pair of the session cookie a response sets, for the next request. */
export function sessionCookie(res: Response): string {
  const set = (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie().filter((c) => !/Max-Age=0/.test(c));
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

/** Registers an investor; returns the cookie and the user. */
export async function registerInvestor(overrides: Record<string, unknown> = {}) {
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

/** Signs the configured test admin in; returns the admin cookie. */
export async function adminCookie(): Promise<string> {
  const res = await call("/api/admin/login", {
    method: "POST",
    body: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
  });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

/** The auditor: every cached balance equals its entries and the trial balance is 0. */
export async function expectLedgerConsistent(): Promise<void> {
  expect(await balanceMismatches(env.DB)).toEqual([]);
  expect((await trialBalance(env.DB)).totalXaf).toBe(0);
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

/** Funds the returns reserve through the admin API. */
export async function fundReserve(amount: number, admin?: string): Promise<void> {
  const res = await call("/api/admin/reserve", {
    method: "POST",
    cookie: admin ?? (await adminCookie()),
    body: { amount, note: "test funding" },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The principal of the signed-in investor, in whole XAF. */
export async function principalOf(cookie: string): Promise<number> {
  const me = (await (await call("/api/auth/user", { cookie })).json()) as { principalBalance: string };
  return Number.parseInt(me.principalBalance, 10);
}
