/**
 * Sign-in throttling with device cookies (docs/product-rules.md#rate-limits, AUTH-11):
 * nobody can lock an investor or the admin out from elsewhere.
 */
import { env } from "cloudflare:test";
import { generateSignedCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, adminCookie, call, newPhone, registerInvestor, sessionCookie } from "../../test/helpers";

const setCookies = (res: Response) => (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie();

/** The `name=value` pair of the device cookie a response sets. */
function deviceCookie(res: Response, name = "__Host-lionart_device"): string {
  const header = setCookies(res).find((c) => c.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie in ${setCookies(res)}`);
  return header.split(";")[0]!;
}

const login = (phone: string, password: string, cookie?: string, address = "198.51.100.7") =>
  call("/api/auth/login", { method: "POST", body: { phone, password }, cookie, headers: { "CF-Connecting-IP": address } });

const adminLogin = (password: string, cookie?: string) =>
  call("/api/admin/login", {
    method: "POST",
    body: { username: env.ADMIN_USERNAME, password },
    cookie,
    headers: { "CF-Connecting-IP": "198.51.100.9" },
  });

async function expectLockedOut(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await res.json()).toMatchObject({ code: "too_many_attempts" });
}

/** The account's limit, for a client without its device cookie: a challenge instead of a lock (lib/sign-in-challenge.ts). */
async function expectChallenged(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ code: "challenge_required" });
}

/** An investor who signed in once on "their phone": returns the device cookie it kept. */
async function investorWithDevice() {
  const inv = await registerInvestor();
  const res = await login(inv.phone, GOOD_PASSWORD);
  expect(res.status).toBe(200);
  return { ...inv, device: deviceCookie(res) };
}

describe("POST /api/auth/login with device cookies", () => {
  it("sets a long-lived, signed, host-only device cookie on a successful sign-in", async () => {
    const inv = await registerInvestor();
    const res = await login(inv.phone, GOOD_PASSWORD);
    const header = setCookies(res).find((c) => c.startsWith("__Host-lionart_device="))!;
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/; SameSite=Strict/i);
    expect(header).toMatch(/; Path=\//);
    expect(Number(/Max-Age=(\d+)/.exec(header)![1])).toBeGreaterThanOrEqual(180 * 86400);
    expect(header).not.toMatch(/Domain=/i);
    // The session cookie is still the one that signs in.
    expect((await call("/api/auth/user", { cookie: sessionCookie(res) })).status).toBe(200);
  });

  it("asks the 6th attempt in 15 minutes from clients without the account's device cookie for a challenge, right password too", async () => {
    const { phone } = await investorWithDevice();
    for (let i = 0; i < 5; i++) expect((await login(phone, `wrong-${i}-pass`, undefined, `203.0.113.${i}`)).status).toBe(401);
    await expectChallenged(await login(phone, GOOD_PASSWORD, undefined, "203.0.113.99"));
  });

  it("never blocks a client holding the account's device cookie because of attempts made elsewhere", async () => {
    const { phone, device } = await investorWithDevice();
    for (let i = 0; i < 8; i++) await login(phone, `wrong-${i}-pass`, undefined, "203.0.113.50");
    await expectChallenged(await login(phone, GOOD_PASSWORD, undefined, "203.0.113.50"));
    const mine = await login(phone, GOOD_PASSWORD, device);
    expect(mine.status).toBe(200);
    expect((await call("/api/auth/user", { cookie: sessionCookie(mine) })).status).toBe(200);
  });

  it("counts a device cookie's own failures and locks that device cookie out after 5", async () => {
    const { phone, device } = await investorWithDevice();
    for (let i = 0; i < 5; i++) expect((await login(phone, `wrong-${i}-pass`, device)).status).toBe(401);
    await expectLockedOut(await login(phone, GOOD_PASSWORD, device));
    // Its failures are its own: the account is not locked for other clients.
    expect((await login(phone, GOOD_PASSWORD, undefined, "203.0.113.77")).status).toBe(200);
  });

  it("treats a forged device cookie, or one of another account, as no device cookie", async () => {
    const victim = await investorWithDevice();
    const other = await investorWithDevice();
    for (let i = 0; i < 5; i++) await login(victim.phone, `wrong-${i}-pass`, undefined, "203.0.113.60");
    const [name, value] = victim.device.split("=") as [string, string];
    const forged = `${name}=${decodeURIComponent(value)
      .replace(/\|phone:\d+/, `|phone:${victim.phone}`)
      .slice(0, -3)}abc`;
    await expectChallenged(await login(victim.phone, GOOD_PASSWORD, forged));
    await expectChallenged(await login(victim.phone, GOOD_PASSWORD, other.device));
  });

  it("does not honour a correctly signed device cookie older than its 365 days", async () => {
    const { phone } = await investorWithDevice();
    for (let i = 0; i < 5; i++) await login(phone, `wrong-${i}-pass`, undefined, "203.0.113.70");
    const signed = async (issued: number) =>
      (
        await generateSignedCookie("lionart_device", `${issued}|00ff|phone:${phone}`, env.DEVICE_COOKIE_SECRET!, {
          prefix: "host",
          secure: true,
          path: "/",
        })
      ).split(";")[0];
    await expectChallenged(await login(phone, GOOD_PASSWORD, await signed(Date.now() - 366 * 86_400_000)));
    // The same cookie issued now is honoured, so only its age was refused.
    expect((await login(phone, GOOD_PASSWORD, await signed(Date.now() - 86_400_000))).status).toBe(200);
  });

  it("keeps the per-address limit for clients without a device cookie", async () => {
    const { phone, device } = await investorWithDevice();
    const now = Date.now();
    const fifty = Array.from({ length: 50 }, () =>
      env.DB.prepare("INSERT INTO sign_in_failures (key, at) VALUES ('ip:192.0.2.200', ?)").bind(now),
    );
    await env.DB.batch(fifty);
    await expectLockedOut(await login(phone, GOOD_PASSWORD, undefined, "192.0.2.200"));
    expect((await login(phone, GOOD_PASSWORD, device, "192.0.2.200")).status).toBe(200);
  });
});

describe("POST /api/auth/password is throttled like a sign-in", () => {
  it("refuses the 6th wrong current password in 15 minutes, right password too", async () => {
    const { cookie } = await registerInvestor();
    const change = (currentPassword: string) =>
      call("/api/auth/password", { method: "POST", cookie, body: { currentPassword, newPassword: "baobab-tree-2026" } });
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}-pass`)).status).toBe(401);
    await expectLockedOut(await change(GOOD_PASSWORD));
  });

  it("is never limited by others' failed sign-ins on the phone: the registration's own session changes its password", async () => {
    const registered = await call("/api/auth/register", {
      method: "POST",
      body: {
        fullName: "Own Session",
        phone: newPhone(),
        mobileMoneyService: "MTN Mobile Money",
        password: GOOD_PASSWORD,
        acceptTerms: true,
      },
    });
    expect(registered.status).toBe(201);
    const { user } = (await registered.json()) as { user: { phone: string } };
    // Registration gives the browser the account's device cookie, as a sign-in does.
    const cookies = (registered.headers as unknown as { getSetCookie(): string[] }).getSetCookie();
    expect(cookies.some((c) => c.startsWith("__Host-lionart_device="))).toBe(true);
    // Five failed sign-ins on the phone from elsewhere.
    for (let i = 0; i < 5; i++)
      expect((await login(user.phone, `wrong-${i}-pass`, undefined, `203.0.113.${60 + i}`)).status).toBe(401);
    // The session alone (no device cookie sent) still changes its own password.
    const res = await call("/api/auth/password", {
      method: "POST",
      cookie: sessionCookie(registered),
      body: { currentPassword: GOOD_PASSWORD, newPassword: "baobab-tree-2026" },
    });
    expect(res.status).toBe(200);
  });
});

describe("public figures never name an admin", () => {
  it("GET /api/transparency says 'an administrator' (a code) where an admin flipped a switch", async () => {
    const admin = await adminCookie();
    for (const enabled of [false, true]) {
      const res = await call("/api/admin/withdrawal-control", { method: "POST", cookie: admin, body: { enabled } });
      expect(res.status).toBe(200);
    }
    const res = await call("/api/transparency");
    const text = await res.text();
    expect(text).not.toContain(`"${env.ADMIN_USERNAME}"`);
    const { switchHistory } = JSON.parse(text) as { switchHistory: { switch: string; enabled: boolean; changedBy: string }[] };
    expect(switchHistory.slice(0, 2)).toEqual([
      expect.objectContaining({ switch: "withdrawals", enabled: true, changedBy: "administrator" }),
      expect.objectContaining({ switch: "withdrawals", enabled: false, changedBy: "administrator" }),
    ]);
    for (const c of switchHistory) expect(c.changedBy).toBe("administrator");
  });
});

describe("POST /api/admin/login with device cookies", () => {
  it("keeps the admin's own browser signing in while others are challenged on the admin account", async () => {
    const first = await adminLogin(env.ADMIN_PASSWORD!);
    expect(first.status).toBe(200);
    const device = deviceCookie(first, "__Host-lionart_admin_device");
    for (let i = 0; i < 5; i++) expect((await adminLogin(`wrong-${i}-pass`)).status).toBe(401);
    await expectChallenged(await adminLogin(env.ADMIN_PASSWORD!));
    expect((await adminLogin(env.ADMIN_PASSWORD!, device)).status).toBe(200);
  });
});
