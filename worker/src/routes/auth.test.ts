import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  PASSWORD_FIELD,
  call,
  newPhone,
  registerInvestor,
  registrationRequest,
  sessionCookie,
} from "../../test/helpers";

const register = (body: Record<string, unknown>) => registrationRequest(body);

const login = (phone: string, password: string) => call("/api/auth/login", { method: "POST", body: { phone, password } });

describe("POST /api/auth/register", () => {
  it("creates an account with zero balances, a referral code and a session", async () => {
    const res = await register({ fullName: "Awa Ndongo" });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ fullName: "Awa Ndongo", principalBalance: "0.00", referralBalance: "0.00", isActive: true });
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(user)).not.toMatch(PASSWORD_FIELD);
    const cookies = (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie();
    const set = cookies.find((c) => c.startsWith("__Host-lionart_session="))!;
    expect(set).toMatch(/^__Host-lionart_session=[1-9][0-9]*\.[A-Za-z0-9_-]{22};/);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/Secure/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/Domain=/);
    // The registering browser is the account's own device (AUTH-11).
    expect(cookies.some((c) => c.startsWith("__Host-lionart_device="))).toBe(true);
  });

  it.each([
    [{ phone: "12345" }, "phone", "Phone number must be 9 digits"],
    [{ phone: "512345678" }, "phone", "Please enter a valid Cameroon phone number (9 digits starting with 6, 7, 8, or 9)"],
    [{ password: "abc" }, "password", "Password must be at least 6 characters"],
    [{ fullName: "A" }, "fullName", "Full name is required"],
    [{ mobileMoneyService: "Cash" }, "mobileMoneyService", "Please select a mobile money service"],
    [{ acceptTerms: false }, "acceptTerms", "You must be of age and accept the Terms"],
  ])("refuses %j naming the field %s", async (body, field, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    const err = (await res.json()) as { code: string; issues: { field: string; message: string }[] };
    expect(err.code).toBe("invalid_input");
    expect(err.issues).toContainEqual(expect.objectContaining({ field, message }));
  });

  it("refuses one of the most common passwords", async () => {
    const res = await register({ password: "password123" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "common_password" });
  });

  it("refuses an unknown referral code with a clear message and creates nothing", async () => {
    const phone = newPhone();
    const res = await register({ phone, referralCode: "NOPE1234" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "unknown_referral_code", error: "This referral code does not exist." });
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE phone = ?").bind(phone).first()).toBeNull();
  });

  it("links the new user to the referrer whose code was given", async () => {
    const referrer = await registerInvestor();
    const res = await register({ referralCode: referrer.user.referralCode.toLowerCase() });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: number } };
    const row = await env.DB.prepare("SELECT referred_by_user_id AS r FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ r: number }>();
    expect(row!.r).toBe(referrer.user.id);
  });

  it("answers 409 for a phone that already has an account", async () => {
    const { phone } = await registerInvestor();
    const res = await register({ phone });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "phone_taken" });
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with phone and password, with a new session id each time", async () => {
    const { phone } = await registerInvestor();
    const first = await login(phone, GOOD_PASSWORD);
    const second = await login(phone, GOOD_PASSWORD);
    expect(first.status).toBe(200);
    expect(sessionCookie(first)).not.toBe(sessionCookie(second));
    const me = await call("/api/auth/user", { cookie: sessionCookie(second) });
    expect(((await me.json()) as { phone: string }).phone).toBe(phone);
  });

  it("answers 401 without saying whether the phone exists", async () => {
    const { phone } = await registerInvestor();
    const wrong = await login(phone, "not-the-password");
    const unknown = await login(newPhone("69"), "not-the-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("asks the 6th attempt in 15 minutes for a challenge (AUTH-11), also with the right password", async () => {
    const { phone } = await registerInvestor();
    for (let i = 0; i < 5; i++) expect((await login(phone, `wrong-${i}-pass`)).status).toBe(401);
    const sixth = await login(phone, GOOD_PASSWORD);
    expect(sixth.status).toBe(403);
    expect(await sixth.json()).toMatchObject({ code: "challenge_required" });
  });
});

describe("sessions", () => {
  it("GET /api/auth/user answers 401 when signed out", async () => {
    const res = await call("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "not_signed_in" });
  });

  it("refuses the old cookie on the very next request after logout", async () => {
    const { cookie } = await registerInvestor();
    expect((await call("/api/auth/user", { cookie })).status).toBe(200);
    const out = await call("/api/auth/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect((await call("/api/auth/user", { cookie })).status).toBe(401);
    expect((await call("/api/user/dashboard", { cookie })).status).toBe(401);
  });

  it("ends other sessions when the password changes, and keeps the current one signed in", async () => {
    const { cookie, phone } = await registerInvestor();
    const other = sessionCookie(await login(phone, GOOD_PASSWORD));
    const res = await call("/api/auth/password", {
      method: "POST",
      cookie,
      body: { currentPassword: GOOD_PASSWORD, newPassword: "baobab-tree-2026" },
    });
    expect(res.status).toBe(200);
    expect((await call("/api/auth/user", { cookie: other })).status).toBe(401);
    expect((await call("/api/auth/user", { cookie: sessionCookie(res) })).status).toBe(200);
    expect((await login(phone, "baobab-tree-2026")).status).toBe(200);
  });
});

describe("GET /api/user/dashboard", () => {
  it("returns the user, investments, transactions and referral earnings", async () => {
    const { cookie } = await registerInvestor({ fullName: "Jean Mballa" });
    const res = await call("/api/user/dashboard", { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      user: { fullName: "Jean Mballa", principalBalance: "0.00" },
      investments: [],
      transactions: [],
      referralEarnings: [],
    });
  });
});
