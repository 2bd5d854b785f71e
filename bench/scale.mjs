/**
 * One whole day at scale (issue 20, docs/ARCHITECTURE.md#scale). Seeds N investors in a fresh
 * local D1 through the ledger's bulk seeding, each with one active 30-day investment at a
 * different point of its term (so one in 30 matures today) and every maturing investor with a
 * subscribed browser; then runs the day as production does, one invocation at a time: the
 * daily run's steps (`runDaily`, cron/daily-run.ts: accrual passes, bonuses, maturity, the
 * books check, the proof of liabilities, the reconciliation, the push sweep), then every push queue batch
 * (`handlePushBatch`, 5 jobs each) until the queue is empty, pushing to a local push service.
 * Prints per job: invocations, wall time, the most D1 queries, rows read by one statement and
 * subrequests of one invocation, rows written; and the database's growth.
 *
 * getPlatformProxy gives the Worker's D1 but runs neither Workflows nor queue consumers, so
 * the bench calls the step and batch functions those engines call, each measured as one
 * invocation; the engines themselves run in the worker tests and under `npm start`.
 * Usage: node bench/scale.mjs [N=100000]   (node bench/scale.mjs 10000 runs in seconds)
 */
import http from "node:http";
import { bundle, databaseBytes, freshDb } from "./lib/local-d1.mjs";
import { meteredDb, meteredFetch, newMeter } from "./lib/meter.mjs";

const n = Number(process.argv[2] ?? 100_000);
const { daily, jobs, seed } = await bundle({
  daily: "worker/src/cron/daily-run.ts",
  jobs: "worker/src/push/jobs.ts",
  seed: "worker/src/ledger/bulk-seed.ts",
});
const vapid = await (await import("../scripts/vapid-keys.mjs")).generateVapidKeys();

// A push service that answers 201 to every push and counts them.
let pushesReceived = 0;
const server = http.createServer((req, res) => {
  pushesReceived += 1;
  req.resume().on("end", () => res.writeHead(201).end());
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const pushOrigin = `https://127.0.0.1:${server.address().port}`;

const { db: rawDb, proxy } = await freshDb(`.wrangler/bench-scale-${n}`);
const t0 = performance.now();
await seedDay(rawDb, n);
console.log(`seeded ${n} investors in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const bytesBefore = await databaseBytes(rawDb);

const meter = newMeter();
globalThis.fetch = meteredFetch(globalThis.fetch, meter);
const pending = [];
const queue = {
  async send(body) {
    meter.count("subrequests", 1);
    pending.push(body);
  },
  async sendBatch(messages) {
    const list = [...messages];
    meter.count("subrequests", list.length);
    pending.push(...list.map((m) => m.body));
  },
};
const env = {
  DB: meteredDb(rawDb, meter),
  PUSH_QUEUE: queue,
  APP_ENV: "development",
  LOCAL_PUSH_ORIGIN: pushOrigin,
  VAPID_SUBJECT: "mailto:bench@lionart.invalid",
  ...vapid,
  // The day's proof of liabilities (docs/proof-of-liabilities.md) is part of the day.
  ...(await (await import("../scripts/liabilities-keys.mjs")).generateLiabilityKeys()),
};

// The daily run: each step is one invocation, named by its job.
const output = await daily.runDaily(env, new Date(), (name, work) => meter.invocation(jobOf(name), work));
console.log(
  `N=${n}: settled ${output.daily?.settled}, matured ${output.daily?.matured}, books balanced ${output.daily?.books.balanced}`,
);
console.table(meter.report());
// The push queue: batches of 5 jobs, as wrangler.toml configures the consumer.
const pushStart = performance.now();
while (pending.length > 0) {
  const bodies = pending.splice(0, 5);
  const batch = {
    queue: "lionart-push",
    messages: bodies.map((body, i) => ({ id: String(i), body, attempts: 1, ack() {}, retry() {} })),
    ackAll() {},
    retryAll() {},
  };
  await meter.invocation("push batch", () => jobs.handlePushBatch(batch, env));
}
console.log(`pushes received ${pushesReceived} in ${((performance.now() - pushStart) / 1000).toFixed(1)} s`);
console.table({ "push batch": meter.report()["push batch"] });
const bytesAfter = await databaseBytes(rawDb);
await proxy.dispose();
server.close();
console.log(`database ${(bytesBefore / 1e6).toFixed(1)} MB -> ${(bytesAfter / 1e6).toFixed(1)} MB`);

/** The job a step belongs to, from its name (cron/credit-daily-returns.ts, ledger/books-check.ts). */
function jobOf(name) {
  if (name.startsWith("settle")) return "accrual";
  if (name.startsWith("mature")) return "maturity";
  if (name.startsWith("books")) return "books check";
  if (name.startsWith("owed referral bonuses")) return "owed referral bonuses";
  if (name.startsWith("commit uncovered")) return "commit uncovered";
  if (name.startsWith("liabilities")) return `proof of liabilities (${name.split(" ")[2]})`;
  return name;
}

/**
 * N investors, ids 1..N: 30,000 XAF deposited, one 25,000 XAF investment of 30 days started
 * 1 + (id % 30) days ago with every day but today's already settled (its history is not
 * written: only today's work is measured), a reserve for today, and a browser subscribed for
 * each investor whose investment matures today.
 */
async function seedDay(db, count) {
  await db
    .prepare(
      `${seed.seriesSql(count)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code)
       SELECT i, 'Scale ' || i, printf('6%08d', i), 'MTN Mobile Money', 'S' || i FROM s`,
    )
    .run();
  for (const stmt of seed.bulkOpenUserAccountsSql()) await db.prepare(stmt).run();
  await db.prepare(seed.bulkDepositTransfersSql({ count, userIdSql: "i", amountXafSql: "30000" })).run();
  await db
    .prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (1, 'c', 'Scale card', 'd', 'h', '/a.svg', 25000, 125)`,
    )
    .run();
  await db
    .prepare(
      `${seed.seriesSql(count)} INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day, accrued_days)
       SELECT i, i, 1, 'Scale card', 25000, 125, 30, date('now', '-' || (1 + i % 30) || ' days'), i % 30 FROM s`,
    )
    .run();
  await db.prepare(seed.bulkInvestmentTransfersSql()).run();
  // What is left of each investment's target return is committed, as a purchase commits it (RES-4).
  await db.prepare(seed.seedReserveFundingSql(count * 125 * 31)).run();
  for (const stmt of seed.bulkCommitmentTransfersSql()) await db.prepare(stmt).run();
  const key = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  const p256dh = Buffer.from(await crypto.subtle.exportKey("raw", key.publicKey)).toString("base64url");
  const auth = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url");
  await db
    .prepare(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, locale)
       SELECT id, ?1 || '/push/' || id, ?2, ?3, CASE WHEN id % 2 THEN 'fr' ELSE 'en' END FROM users WHERE id % 30 = 29`,
    )
    .bind(pushOrigin, p256dh, auth)
    .run();
}
