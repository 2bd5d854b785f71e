/**
 * Password guessing in parallel (docs/product-rules.md#rate-limits, AUTH-11, AUTH-12): at
 * most 5 wrong passwords get through when 20 arrive at once, with or without a device
 * cookie, a successful sign-in is not counted as a failure, wrong current passwords in
 * password changes are limited alike, and racing registrations of one phone are bounded.
 */
import { describe, expect, it } from "vitest";
import { call, GOOD_PASSWORD, registerInvestor } from "../../test/helpers";
import { freshRegistrationsPerTest } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("guessing passwords, attacked (AUTH-11, AUTH-12)", () => {
  const login = (phone: string, password: string, cookie?: string, address = "198.51.100.70") =>
    call("/api/auth/login", { method: "POST", body: { phone, password }, cookie, headers: { "CF-Connecting-IP": address } });

  it("lets at most 5 wrong passwords through when 20 arrive at once from clients without a device cookie", async () => {
    const { phone } = await registerInvestor();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(phone, `wrong-${i}-guess`, undefined, `203.0.113.${100 + i}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    // Past the account's limit a client without its device cookie must pass a challenge (AUTH-11).
    const challenged = await Promise.all(results.filter((r) => r.status === 403).map((r) => r.json<{ code: string }>()));
    expect(challenged.filter((b) => b.code === "challenge_required").length).toBeGreaterThanOrEqual(15);
    const right = await login(phone, GOOD_PASSWORD, undefined, "203.0.113.250");
    expect(right.status).toBe(403);
    expect((await right.json<{ code: string }>()).code).toBe("challenge_required");
  });

  it("lets at most 5 wrong passwords through when 20 arrive at once with one device cookie", async () => {
    const { phone } = await registerInvestor();
    const first = await login(phone, GOOD_PASSWORD);
    const device = (first.headers as unknown as { getSetCookie(): string[] })
      .getSetCookie()
      .find((c) => c.startsWith("__Host-lionart_device="))!
      .split(";")[0]!;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(phone, `wrong-${i}-guess`, device)));
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    // The account itself is not locked for its owner's other clients.
    expect((await login(phone, GOOD_PASSWORD, undefined, "203.0.113.251")).status).toBe(200);
  });

  it("does not count a successful sign-in as a failed one", async () => {
    const { phone } = await registerInvestor();
    for (let i = 0; i < 8; i++) expect((await login(phone, GOOD_PASSWORD, undefined, "203.0.113.252")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(phone, `wrong-${i}-guess`, undefined, "203.0.113.252")).status).toBe(401);
    const sixth = await login(phone, GOOD_PASSWORD, undefined, "203.0.113.252");
    expect(sixth.status).toBe(403);
    expect((await sixth.json<{ code: string }>()).code).toBe("challenge_required");
  });

  it("lets at most 5 wrong current passwords through when 12 password changes arrive at once", async () => {
    const { cookie } = await registerInvestor();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call("/api/auth/password", {
          method: "POST",
          cookie,
          body: { currentPassword: `wrong-${i}-guess`, newPassword: "fresh-mango-77" },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
  });

  it("registers at most 5 times per phone when registrations race", async () => {
    const phone = `69${String(Date.now()).slice(-7)}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("/api/auth/register", {
          method: "POST",
          headers: { "CF-Connecting-IP": "198.51.100.200" },
          body: { fullName: "Racer", phone, mobileMoneyService: "MTN Mobile Money", password: GOOD_PASSWORD, acceptTerms: true },
        }),
      ),
    );
    expect(results.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 201).length).toBe(1);
  });
});
