/**
 * The isolate's bound on password hashing (docs/product-rules.md#rate-limits, "Hashing load";
 * docs/decisions/0041-hash-gate-lanes.md): a flood of sign-ins from new devices fills only its
 * own lane, so known devices, signed-in sessions and registrations keep their reserved slots;
 * under pressure a new device passes the security check before anything is hashed; a refusal
 * for load counts against the client's address, never the account; past a lane's slots a
 * route answers 503 `server_busy` with Retry-After and changes nothing else.
 */
import { env } from "cloudflare:test";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { standInToken } from "../../../simulator/src/turnstile-routes";
import { type HashLane, LANE_SLOTS, forgetPressure, inHashLane, pendingIn, withHashSlot } from "../lib/hash-gate";
import { MAX_FAILURES_PER_ADDRESS } from "../services/auth/sign-in-rate-limit";
import { GOOD_PASSWORD, ORIGIN, call, newPhone, registerInvestor, sessionCookie } from "../../test/helpers";

/** Takes `count` hashing slots of `lane` (as a flood of new-device sign-ins would) until the returned release. */
function holdHashSlots(lane: HashLane = "open", count = LANE_SLOTS[lane]) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slots = Array.from({ length: count }, () => inHashLane(lane, () => withHashSlot(() => held)));
  return async () => {
    release();
    await Promise.all(slots);
  };
}
let releaseSlots: (() => Promise<void>) | undefined;
afterEach(async () => {
  await releaseSlots?.();
  releaseSlots = undefined;
});
// The next test file runs in this isolate: it must not start under this file's pressure.
afterAll(forgetPressure);
async function release() {
  await releaseSlots?.();
  releaseSlots = undefined;
}
/**
 * Waits until a request holds a slot of `lane` beside the held ones, then frees the held ones
 * so it can run. No clock of its own: on a busy machine the request may take seconds to reach
 * the gate; one that never does fails at the test's timeout.
 */
async function releaseWhenQueued(lane: HashLane, count: number) {
  while (pendingIn(lane) < count) await new Promise((r) => setTimeout(r, 5));
  expect(pendingIn(lane)).toBe(count);
  await release();
}

const failuresOf = async (key: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM sign_in_failures WHERE key = ?").bind(key).first<{ n: number }>())!.n;
const setCookies = (res: Response) => (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie();
const passed = () => standInToken(new URL(ORIGIN).hostname, "sign-in-user");
let addresses = 0;
/** A fresh address per use, so no test depends on another's counts. */
const freshAddress = () => `198.51.${100 + Math.floor(Math.random() * 100)}.${(addresses++ % 250) + 1}`;

async function expectBusy(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ error: expect.any(String), code: "server_busy" });
  expect(setCookies(res)).toEqual([]);
}

const login = (phone: string, password: string, options: { cookie?: string; token?: string; address?: string } = {}) =>
  call("/api/auth/login", {
    method: "POST",
    body: { phone, password, ...(options.token ? { turnstileToken: options.token } : {}) },
    cookie: options.cookie,
    headers: { "CF-Connecting-IP": options.address ?? freshAddress() },
  });
const registration = (phone: string, address = freshAddress()) =>
  call("/api/auth/register", {
    method: "POST",
    body: { fullName: "Awa Ndongo", phone, mobileMoneyService: "Orange Money", password: GOOD_PASSWORD, acceptTerms: true },
    headers: { "CF-Connecting-IP": address },
  });

/** An investor who signed in once on this browser: its device cookie. */
async function knownDevice() {
  const inv = await registerInvestor();
  const first = await login(inv.phone, GOOD_PASSWORD);
  expect(first.status).toBe(200);
  const device = setCookies(first)
    .find((c) => c.startsWith("__Host-lionart_device="))!
    .split(";")[0]!;
  return { ...inv, device };
}

describe("the hashing lanes", () => {
  it("keeps slots for known devices: a sign-in from one works while new devices fill their lane", async () => {
    const { phone, device } = await knownDevice();
    releaseSlots = holdHashSlots("open");
    const answer = login(phone, GOOD_PASSWORD, { cookie: device });
    await releaseWhenQueued("known", 1);
    const ok = await answer;
    expect(ok.status).toBe(200);
    expect((await call("/api/auth/user", { cookie: sessionCookie(ok) })).status).toBe(200);
  });

  it("keeps slots for registrations and signed-in password changes while new devices fill their lane", async () => {
    const phone = newPhone();
    releaseSlots = holdHashSlots("open");
    const answer = registration(phone);
    await releaseWhenQueued("registration", 1);
    expect((await answer).status).toBe(201);

    const { cookie } = await registerInvestor();
    releaseSlots = holdHashSlots("open");
    const change = call("/api/auth/password", {
      method: "POST",
      cookie,
      body: { currentPassword: GOOD_PASSWORD, newPassword: "baobab-tree-2031" },
    });
    await releaseWhenQueued("known", 1);
    expect((await change).status).toBe(200);
  });

  it("refuses a known device with 503 only when the known lane itself is full, counting nothing on it", async () => {
    const { phone, device } = await knownDevice();
    releaseSlots = holdHashSlots("known");
    await expectBusy(await login(phone, GOOD_PASSWORD, { cookie: device }));
    await release();
    expect((await login(phone, GOOD_PASSWORD, { cookie: device })).status).toBe(200);
  });

  it("answers a registration past its lane with 503, creating no account; the refusal counts on the address only", async () => {
    const phone = newPhone();
    const address = freshAddress();
    releaseSlots = holdHashSlots("registration");
    await expectBusy(await registration(phone, address));
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE phone = ?").bind(phone).first()).toBeNull();
    expect(await failuresOf(`register:${phone}`)).toBe(0);
    expect(await failuresOf(`register-ip:${address}`)).toBe(1);
    await release();
    expect((await registration(phone, address)).status).toBe(201);
  });
});

describe("a new device while the hashing gate is under pressure", () => {
  it("is asked for the security check before any hashing, then signs in with it", async () => {
    const { phone } = await registerInvestor();
    const address = freshAddress();
    // A flood filled the new devices' lane and one more was refused: pressure, for a while even once the lane empties.
    releaseSlots = holdHashSlots("open");
    await expectBusy(await login(newPhone("69"), "not-the-password-1", { token: await passed() }));
    await release();
    const asked = await login(phone, GOOD_PASSWORD, { address });
    expect(asked.status).toBe(403);
    expect(await asked.json()).toMatchObject({ code: "challenge_required", challenge: { action: "sign-in-user" } });
    expect(setCookies(asked)).toEqual([]);
    // The refusal costs the address, never the account.
    expect(await failuresOf(`ip:${address}`)).toBe(1);
    expect(await failuresOf(`phone:${phone}`)).toBe(0);
    expect((await login(phone, GOOD_PASSWORD, { address, token: await passed() })).status).toBe(200);
  });

  it("counts a 503 refusal against the address, not the account; the address's limit then refuses with 429", async () => {
    const { phone } = await registerInvestor();
    const address = freshAddress();
    releaseSlots = holdHashSlots("open");
    await expectBusy(await login(phone, GOOD_PASSWORD, { address, token: await passed() }));
    expect(await failuresOf(`ip:${address}`)).toBe(1);
    expect(await failuresOf(`phone:${phone}`)).toBe(0);
    for (let i = 1; i < MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await login(newPhone("69"), "not-the-password-1", { address })).status).toBe(403);
    }
    const refused = await login(newPhone("69"), "not-the-password-1", { address });
    expect(refused.status).toBe(429);
    expect(await failuresOf(`ip:${address}`)).toBe(MAX_FAILURES_PER_ADDRESS);
    // The real owner, from their own address, is only asked for the check.
    const own = await login(phone, GOOD_PASSWORD);
    expect(own.status).toBe(403);
  });

  it("asks staff on a new device for the check too, before hashing", async () => {
    releaseSlots = holdHashSlots("open");
    const res = await call("/api/admin/login", {
      method: "POST",
      body: { username: env.ADMIN_USERNAME, password: "wrong-password-1" },
      headers: { "CF-Connecting-IP": freshAddress() },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "challenge_required", challenge: { action: "sign-in-admin" } });
  });
});
