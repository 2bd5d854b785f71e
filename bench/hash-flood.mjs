/**
 * Sign-ins and registrations while password hashing is flooded (docs/product-rules.md#rate-limits,
 * "Hashing load"; docs/decisions/0041-hash-gate-lanes.md; worker/src/lib/hash-gate.ts). Targets
 * a running local app (`PORT=8730 INSPECTOR=off npm start`, with its Turnstile stand-in and
 * device cookies). First, quietly, registers KNOWN investors and signs each in once to get its
 * device cookie. Then for SECONDS: FLOOD clients, each from its own address (CF-Connecting-IP,
 * which the Worker reads in development), send sign-ins for unknown phones back to back,
 * without any security-check token; meanwhile each known investor signs in again from its
 * device every 5 s, REGISTRANTS clients register a new phone every 10 s (each from a fresh
 * address), and GET /api/transparency is read every 250 ms. Prints the share of each that
 * succeeded, their p50/p95, and how the flood was answered (401 hashed, 403 asked for the
 * security check, 429 its address's limit, 503 refused for load). The goal: 95% of
 * known-device sign-ins and 90% of registrations succeed, p95 under 2 s. Prints figures, asserts
 * nothing; the host's CPU is printed beside them (a shared machine gives pessimistic figures).
 *
 *   node bench/hash-flood.mjs      BASE (http://127.0.0.1:8730), SECONDS (30), FLOOD (25),
 *                                  KNOWN (3), REGISTRANTS (1)
 */
import { cpus, loadavg } from "node:os";
import { percentile } from "./lib/http-load.mjs";

const BASE = process.env.BASE ?? "http://127.0.0.1:8730";
const SECONDS = Number(process.env.SECONDS ?? 30);
const FLOOD = Number(process.env.FLOOD ?? 25);
const KNOWN = Number(process.env.KNOWN ?? 3);
const REGISTRANTS = Number(process.env.REGISTRANTS ?? 1);
/** The issue's legitimate traffic: about 18 known-device sign-ins and 3 registrations in 30 s. */
const KNOWN_EVERY_MS = 5000;
const REGISTER_EVERY_MS = 10_000;
const PASSWORD = "kola-nut-bench-1987";
/** A run's own prefix for phones and addresses, so a second run against the same state starts fresh. */
const RUN = Math.floor(Math.random() * 200) + 20;
let phones = 0;
const newPhone = () => `6${String(RUN).padStart(3, "0")}${String(phones++).padStart(5, "0")}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** POSTs `body` as JSON from `address` with `cookie`; resolves to { status, ms, cookies } (status "dropped" on a lost connection). */
async function post(path, body, address, cookie) {
  const t0 = performance.now();
  try {
    const res = await fetch(`${BASE}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: BASE,
        "CF-Connecting-IP": address,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0, cookies: res.headers.getSetCookie() };
  } catch {
    return { status: "dropped", ms: performance.now() - t0, cookies: [] };
  }
}

const register = (phone, address) =>
  post(
    "/api/auth/register",
    { fullName: "Bench Investor", phone, mobileMoneyService: "Orange Money", password: PASSWORD, acceptTerms: true },
    address,
  );
const deviceCookie = (cookies) => cookies.find((c) => c.startsWith("__Host-lionart_device="))?.split(";")[0];

/** Runs `step` every `everyMs` until `stop.done`; collects its answers. */
function every(everyMs, stop, step) {
  const answers = [];
  const lane = (async () => {
    for (let i = 0; !stop.done; i++) {
      const t0 = performance.now();
      answers.push(await step(i));
      await sleep(Math.max(0, everyMs - (performance.now() - t0)));
    }
  })();
  return { answers, lane };
}

function summary(label, answers, ok) {
  const good = answers.filter((a) => a.status === ok).length;
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const share = answers.length ? ((100 * good) / answers.length).toFixed(1) : "-";
  const p = (q) => (times.length ? percentile(times, q).toFixed(0) : "-");
  return `${label.padEnd(30)}${`${good}/${answers.length}`.padStart(10)}${`${share}%`.padStart(9)}${p(50).padStart(9)}${p(95).padStart(9)}`;
}

const tally = (answers) => {
  const by = {};
  for (const { status } of answers) by[status] = (by[status] ?? 0) + 1;
  return Object.entries(by)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
};

// Quiet set-up: known investors, each with its device cookie.
const known = [];
for (let i = 0; i < KNOWN; i++) {
  const phone = newPhone();
  const address = `192.0.2.${(RUN + i) % 250}`;
  const reg = await register(phone, address);
  if (reg.status !== 201) throw new Error(`registration answered ${reg.status}: is the app up at ${BASE}?`);
  const first = await post("/api/auth/login", { phone, password: PASSWORD }, address);
  known.push({ phone, address, cookie: deviceCookie(first.cookies) ?? deviceCookie(reg.cookies) });
}
if (known.some((k) => !k.cookie)) console.log("note: the app gave no device cookie (DEVICE_COOKIE_SECRET unset?)");

const stop = { done: false };
const floodAnswers = [];
const flood = Promise.all(
  Array.from({ length: FLOOD }, async (_, client) => {
    const address = `10.${RUN}.0.${client + 1}`;
    while (!stop.done) {
      const phone = `69${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
      floodAnswers.push(await post("/api/auth/login", { phone, password: "not-the-password-1" }, address));
    }
  }),
);
await sleep(1000); // let the flood build up
const signIns = known.map((k) =>
  every(KNOWN_EVERY_MS, stop, async () => {
    const answer = await post("/api/auth/login", { phone: k.phone, password: PASSWORD }, k.address, k.cookie);
    k.cookie = deviceCookie(answer.cookies) ?? k.cookie;
    return answer;
  }),
);
let registered = 0;
const registrations = Array.from({ length: REGISTRANTS }, () =>
  every(REGISTER_EVERY_MS, stop, () => register(newPhone(), `198.18.${RUN}.${(registered++ % 250) + 1}`)),
);
const bare = every(250, stop, async () => {
  const t0 = performance.now();
  const res = await fetch(`${BASE}/api/transparency`).catch(() => null);
  await res?.arrayBuffer();
  return { status: res?.status ?? "dropped", ms: performance.now() - t0 };
});
await sleep(SECONDS * 1000);
stop.done = true;
await Promise.all([flood, ...signIns.map((s) => s.lane), ...registrations.map((r) => r.lane), bare.lane]);

const cpu = cpus()[0];
console.log(`\n${BASE}: ${FLOOD} flooding clients for ${SECONDS} s; ${KNOWN} known devices, ${REGISTRANTS} registrants`);
console.log(
  `host: ${cpus().length} x ${cpu?.model ?? "?"} at ${cpu?.speed ?? "?"} MHz, load ${loadavg()[0].toFixed(2)} (shared: figures are pessimistic)\n`,
);
console.log(`${"".padEnd(30)}${"ok".padStart(10)}${"share".padStart(9)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}`);
console.log(
  summary(
    "known-device sign-ins (200)",
    signIns.flatMap((s) => s.answers),
    200,
  ),
);
console.log(
  summary(
    "registrations (201)",
    registrations.flatMap((r) => r.answers),
    201,
  ),
);
console.log(summary("GET /api/transparency (200)", bare.answers, 200));
console.log(`\nflood sign-ins: ${floodAnswers.length} (${tally(floodAnswers)})`);
console.log(`known-device sign-ins: ${tally(signIns.flatMap((s) => s.answers))}`);
console.log(`registrations: ${tally(registrations.flatMap((r) => r.answers))}`);
