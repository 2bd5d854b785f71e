/**
 * Every per-address limit keys an IPv6 client by its /64 (docs/product-rules.md#rate-limits):
 * rotating addresses inside one /64 reaches the limit; another /64 does not share it. Beside
 * it a looser limit keys on the /48: a line with a /56 or a /48 cannot escape by rotating /64s.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, call, newPhone, registerInvestor, registrationRequest } from "../../test/helpers";

/** The `i`-th address of the /64 `prefix` (e.g. "2001:db8:3f2a:1"), spelt in varied ways. */
function inside(prefix: string, i: number): string {
  const spellings = [`${prefix}::${i.toString(16)}`, `${prefix}:${i.toString(16)}:0:0:1`, `${prefix}:0:${i.toString(16)}::`];
  return spellings[i % spellings.length]!;
}

/**
 * A /48 no other test or try has used, e.g. "2001:db8:3f2a": each test draws its own, so a
 * retry in the same storage starts from zero.
 */
function fresh48(): string {
  return `2001:db8:${(0x1000 + Math.floor(Math.random() * 0xefff)).toString(16)}`;
}

/** An IPv4 address no other test or try has used. */
function freshIpv4(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `10.${byte()}.${byte()}.${byte()}`;
}

const register = (address: string, body: Record<string, unknown> = {}) => registrationRequest(body, address);

const login = (phone: string, password: string, address: string) =>
  call("/api/auth/login", { method: "POST", body: { phone, password }, headers: { "CF-Connecting-IP": address } });

describe("per-address limits on IPv6", () => {
  it("counts registrations from one /64 together: the 21st in 15 minutes is refused", async () => {
    const net = fresh48();
    // Attempts count whether or not they succeed (an unknown referral code answers before any hashing).
    for (let i = 1; i <= 20; i++) {
      expect((await register(inside(`${net}:1`, i), { referralCode: "NOPE1234" })).status).toBe(400);
    }
    const refused = await register(inside(`${net}:1`, 21));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "too_many_attempts" });
    expect((await register(`${net}:2::1`)).status).toBe(201);
  });

  it("counts sign-in failures from one /64 together: the 51st in 15 minutes is refused, right password too", async () => {
    const { phone } = await registerInvestor();
    const net = fresh48();
    // 45 earlier failures from this /64, then 5 more from rotating addresses inside it.
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 45 }, () =>
        env.DB.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?)").bind(`ip:${net}:1::/64`, now),
      ),
    );
    for (let i = 46; i <= 50; i++) {
      // Unknown phones, so no account reaches its own limit of 5.
      expect((await login(newPhone("69"), "wrong-password-1", inside(`${net}:1`, i))).status).toBe(401);
    }
    const refused = await login(phone, GOOD_PASSWORD, inside(`${net}:1`, 51));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "too_many_attempts" });
    // The staff's sign-in counts under the same address key.
    const admin = await call("/api/admin/login", {
      method: "POST",
      body: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
      headers: { "CF-Connecting-IP": `${net}:1:ffff::1` },
    });
    expect(admin.status).toBe(429);
    expect((await login(phone, GOOD_PASSWORD, `${net}:2::1`)).status).toBe(200);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    const v4 = freshIpv4();
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    for (let i = 1; i <= 20; i++) {
      const address = i % 2 ? v4 : `::ffff:${v4}`;
      expect((await register(address, { referralCode: "NOPE1234" })).status).toBe(400);
    }
    // The same address in the mapped form's hexadecimal spelling.
    expect((await register(`::ffff:${hex(a, b)}:${hex(c, d)}`)).status).toBe(429);
    expect((await register(freshIpv4())).status).toBe(201);
  });

  it("counts registrations from the /64s of one /56 together under its /48: the 26th in 15 minutes is refused", async () => {
    const net = fresh48();
    // 25 attempts from 25 different /64s of the /56 <net>:100::/56, each far under its own /64's 20.
    for (let i = 1; i <= 25; i++) {
      expect((await register(`${net}:1${i.toString(16).padStart(2, "0")}::1`, { referralCode: "NOPE1234" })).status).toBe(400);
    }
    const refused = await register(`${net}:1ff::1`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "too_many_attempts" });
    // Another /48 does not share it.
    expect((await register(`${fresh48()}:100::1`)).status).toBe(201);
  });

  it("counts sign-in failures from the /64s of one /56 together under its /48: the 56th is refused, right password too", async () => {
    const { phone } = await registerInvestor();
    const net = fresh48();
    // 50 earlier failures from other /64s of this /48, then 5 more from 5 further /64s.
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 50 }, () =>
        env.DB.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?)").bind(`ip:${net}::/48`, now),
      ),
    );
    for (let i = 1; i <= 5; i++) {
      expect((await login(newPhone("69"), "wrong-password-1", `${net}:2${i}::9`)).status).toBe(401);
    }
    const refused = await login(phone, GOOD_PASSWORD, `${net}:30::9`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "too_many_attempts" });
    expect((await login(phone, GOOD_PASSWORD, `${fresh48()}:30::9`)).status).toBe(200);
  });

  it("keeps 60 sign-in failures from 60 /64s of one /56 to the /48's 55", async () => {
    const net = fresh48();
    let refused = 0;
    for (let i = 0; i < 60; i++) {
      const res = await login(newPhone("69"), "wrong-password-1", `${net}:${(0x100 + i).toString(16)}::1`);
      if (res.status === 429) refused++;
      else expect(res.status).toBe(401);
    }
    expect(refused).toBe(5);
  });
});
