/**
 * The account limit's challenge (docs/product-rules.md#rate-limits, AUTH-11;
 * docs/decisions/0033-sign-in-challenge.md): failures sent from elsewhere never lock the
 * real user out of a new device; they make it pass a Turnstile challenge, verified by the
 * Worker with siteverify (here the simulator's stand-in, vitest.config.ts).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { standInToken } from "../../../simulator/src/turnstile-routes";
import { GOOD_PASSWORD, ORIGIN, call, registerInvestor, sessionCookie } from "../../test/helpers";

const HOST = new URL(ORIGIN).hostname;
/** A fresh token of the stand-in's passing widget, solved on this site for the investors' sign-in. */
const passed = () => standInToken(HOST, "sign-in-user");
const setCookies = (res: Response) => (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie();

const login = (phone: string, password: string, options: { token?: string; cookie?: string; address?: string } = {}) =>
  call("/api/auth/login", {
    method: "POST",
    body: { phone, password, ...(options.token !== undefined ? { turnstileToken: options.token } : {}) },
    cookie: options.cookie,
    headers: { "CF-Connecting-IP": options.address ?? "198.51.100.40" },
  });

const adminLogin = (password: string, token?: string) =>
  call("/api/admin/login", {
    method: "POST",
    body: { username: env.ADMIN_USERNAME, password, ...(token !== undefined ? { turnstileToken: token } : {}) },
    headers: { "CF-Connecting-IP": "198.51.100.41" },
  });

/** An investor who signed in on their own phone (keeping its device cookie), then five failures from five addresses. */
async function attackedInvestor() {
  const inv = await registerInvestor();
  const own = await login(inv.phone, GOOD_PASSWORD);
  expect(own.status).toBe(200);
  const device = setCookies(own)
    .find((c) => c.startsWith("__Host-lionart_device="))!
    .split(";")[0]!;
  for (let i = 0; i < 5; i++) {
    expect((await login(inv.phone, `wrong-${i}-pass`, { address: `203.0.113.${110 + i}` })).status).toBe(401);
  }
  return { ...inv, device };
}

const failuresOf = async (key: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM sign_in_failures WHERE key = ?").bind(key).first<{ n: number }>())!.n;

describe("POST /api/auth/login after the account's limit, from a new device", () => {
  it("asks for a challenge instead of locking the account, naming the widget to show", async () => {
    const { phone } = await attackedInvestor();
    const res = await login(phone, GOOD_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.headers.get("Retry-After")).toBeNull();
    expect(await res.json()).toMatchObject({
      code: "challenge_required",
      challenge: { siteKey: env.TURNSTILE_SITE_KEY, scriptUrl: env.TURNSTILE_SCRIPT_URL, action: "sign-in-user" },
    });
    expect(setCookies(res).some((c) => c.startsWith("__Host-lionart_session"))).toBe(false);
  });

  it("signs the real user in with the right password and a passed challenge, and the new device keeps a device cookie", async () => {
    const { phone } = await attackedInvestor();
    const res = await login(phone, GOOD_PASSWORD, { token: passed(), address: "198.51.100.77" });
    expect(res.status).toBe(200);
    expect((await call("/api/auth/user", { cookie: sessionCookie(res) })).status).toBe(200);
    expect(setCookies(res).some((c) => c.startsWith("__Host-lionart_device="))).toBe(true);
  });

  it("counts a wrong password after a passed challenge as a failure, and asks again for the next attempt", async () => {
    const { phone } = await attackedInvestor();
    const res = await login(phone, "still-wrong-pass", { token: passed() });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "invalid_credentials" });
    expect(await failuresOf(`phone:${phone}`)).toBe(6);
    // A token is single-use: the next attempt needs a new challenge.
    expect(await (await login(phone, GOOD_PASSWORD)).json()).toMatchObject({ code: "challenge_required" });
  });

  it("refuses a token siteverify does not accept (a forged one), without saying whether the password was right", async () => {
    const { phone } = await attackedInvestor();
    const right = await login(phone, GOOD_PASSWORD, { token: "XXXX.FORGED.TOKEN.XXXX" });
    const wrong = await login(phone, "not-the-password", { token: "XXXX.FORGED.TOKEN.XXXX" });
    expect(right.status).toBe(403);
    expect(setCookies(right).some((c) => c.startsWith("__Host-lionart_session"))).toBe(false);
    expect(wrong.status).toBe(403);
    const body = await right.json();
    expect(body).toMatchObject({ code: "challenge_failed" });
    expect(await wrong.json()).toEqual(body);
    // A refused challenge never reached the password: nothing more was counted.
    expect(await failuresOf(`phone:${phone}`)).toBe(5);
  });

  it("refuses a token used before, one solved on another site, and one solved for the staff's sign-in", async () => {
    const { phone } = await attackedInvestor();
    const token = passed();
    expect((await login(phone, "still-wrong-pass", { token })).status).toBe(401);
    for (const used of [token, standInToken("evil.example", "sign-in-user"), standInToken(HOST, "sign-in-admin")]) {
      const res = await login(phone, GOOD_PASSWORD, { token: used, address: "198.51.100.78" });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "challenge_failed" });
    }
    // None of them reached the password: only the first attempt was counted.
    expect(await failuresOf(`phone:${phone}`)).toBe(6);
    expect((await login(phone, GOOD_PASSWORD, { token: passed(), address: "198.51.100.78" })).status).toBe(200);
  });

  it("leaves the holder of the account's device cookie signing in without any challenge", async () => {
    const { phone, device } = await attackedInvestor();
    const res = await login(phone, GOOD_PASSWORD, { cookie: device });
    expect(res.status).toBe(200);
    expect((await call("/api/auth/user", { cookie: sessionCookie(res) })).status).toBe(200);
  });

  it("keeps the address's limit a 429, challenge or not", async () => {
    const { phone } = await registerInvestor();
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 50 }, () =>
        env.DB.prepare("INSERT INTO sign_in_failures (key, at) VALUES ('ip:192.0.2.210', ?)").bind(now),
      ),
    );
    for (let i = 0; i < 5; i++)
      await env.DB.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?)").bind(`phone:${phone}`, now).run();
    const res = await login(phone, GOOD_PASSWORD, { token: passed(), address: "192.0.2.210" });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: "too_many_attempts" });
  });
});

describe("the challenge token as input", () => {
  it("answers 400 naming turnstileToken when it is not a string or longer than Turnstile's 2,048 characters", async () => {
    const { phone } = await registerInvestor();
    for (const turnstileToken of [42, "x".repeat(2049)]) {
      const res = await call("/api/auth/login", { method: "POST", body: { phone, password: GOOD_PASSWORD, turnstileToken } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "turnstileToken" }] });
    }
  });
});

describe("POST /api/admin/login after the account's limit, from a new device", () => {
  it("asks for a challenge, then signs the admin in with the right password and a passed challenge", async () => {
    for (let i = 0; i < 5; i++) expect((await adminLogin(`wrong-${i}-pass`)).status).toBe(401);
    const challenged = await adminLogin(env.ADMIN_PASSWORD!);
    expect(challenged.status).toBe(403);
    expect(await challenged.json()).toMatchObject({ code: "challenge_required", challenge: { siteKey: env.TURNSTILE_SITE_KEY } });
    expect(await (await adminLogin(env.ADMIN_PASSWORD!, "forged")).json()).toMatchObject({ code: "challenge_failed" });
    const res = await adminLogin(env.ADMIN_PASSWORD!, standInToken(HOST, "sign-in-admin"));
    expect(res.status).toBe(200);
    expect((await call("/api/admin/me", { cookie: sessionCookie(res) })).status).toBe(200);
  });
});

describe("the pages' Content-Security-Policy", () => {
  it("allows the challenge widget from Cloudflare and from the configured script's origin, and nothing inline", async () => {
    const csp = (await call("/api/settings/public")).headers.get("Content-Security-Policy")!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(" ");
    expect(scriptSrc).toEqual(["'self'", "https://challenges.cloudflare.com", new URL(env.TURNSTILE_SCRIPT_URL!).origin]);
    expect(csp).toMatch(/frame-src 'self' https:\/\/challenges\.cloudflare\.com/);
  });
});
