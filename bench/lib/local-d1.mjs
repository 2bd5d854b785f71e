/**
 * What the D1 benches share: the Worker's own modules bundled with esbuild (so a bench runs
 * the real cron, ledger and seeding code), a fresh local D1 with every migration applied
 * (workerd through wrangler's getPlatformProxy; no account, no network), the ledger's bulk
 * seeding of investors with one investment each, and the database's size on disk.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { getPlatformProxy } from "wrangler";

Object.assign(process.env, {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
});

/** Bundles `entries` ({ name: "worker/src/…ts" }) into bench/out and imports each; answers { name: module }. */
export async function bundle(entries) {
  await build({
    entryPoints: entries,
    outdir: "bench/out",
    outExtension: { ".js": ".mjs" },
    bundle: true,
    format: "esm",
    platform: "neutral",
    logLevel: "warning",
  });
  const out = {};
  for (const name of Object.keys(entries)) out[name] = await import(pathToFileURL(`bench/out/${name}.mjs`).href);
  return out;
}

/** A fresh local D1 persisted under `dir`, every migration applied; answers { db, proxy, dir }. */
export async function freshDb(dir) {
  rmSync(dir, { recursive: true, force: true });
  const proxy = await getPlatformProxy({ configPath: "wrangler.toml", persist: { path: dir } });
  const db = proxy.env.DB;
  for (const file of readdirSync("worker/migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const stmt of readFileSync(`worker/migrations/${file}`, "utf8").split("--> statement-breakpoint")) {
      if (stmt.trim()) await db.prepare(stmt).run();
    }
  }
  return { db, proxy, dir };
}

/**
 * `n` investors (ids from `from`) with 30,000 XAF deposited, each with one active 25,000 XAF
 * investment of `durationDays` days that started `daysAgo` days ago (daily return 125 XAF),
 * its whole target return committed (RES-4) and `reserveDays` days of returns left free in
 * the reserve. Through the ledger's bulk
 * seeding (`seed` is the bundled worker/src/ledger/bulk-seed.ts). `firstInvestedAt` null
 * leaves out the low-balance pause (RET-5): the seeded deposits are dated now, so every
 * past day would otherwise end under 1,000 XAF and be paused, not paid.
 */
export async function seedInvestors(
  db,
  seed,
  n,
  { from = 1, daysAgo = 1, durationDays = 30, reserveDays = 1, firstInvestedAt = "2020-01-01T00:00:00.000Z" } = {},
) {
  await db
    .prepare(
      `${seed.seriesSql(n, from)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code, first_invested_at)
       SELECT i, 'Bench ' || i, printf('6%08d', i), 'MTN Mobile Money', 'B' || i, ?1 FROM s`,
    )
    .bind(firstInvestedAt)
    .run();
  for (const stmt of seed.bulkOpenUserAccountsSql()) await db.prepare(stmt).run();
  await db.prepare(seed.bulkDepositTransfersSql({ count: n, from, userIdSql: "i", amountXafSql: "30000" })).run();
  await db
    .prepare(
      `INSERT OR IGNORE INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES (1, 'c', 'Bench card', 'd', 'h', '/a.svg', 25000, 125)`,
    )
    .run();
  await db
    .prepare(
      `${seed.seriesSql(n, from)} INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
       SELECT i, i, 1, 'Bench card', 25000, 125, ${durationDays}, date('now', '-${daysAgo} days') FROM s`,
    )
    .run();
  await db.prepare(seed.bulkInvestmentTransfersSql()).run();
  // Each investment's whole target return is committed, as a purchase commits it (RES-4),
  // plus `reserveDays` of returns left free.
  await db.prepare(seed.seedReserveFundingSql(n * 125 * (durationDays + reserveDays), `bench${from}`)).run();
  for (const stmt of seed.bulkCommitmentTransfersSql()) await db.prepare(stmt).run();
}

/**
 * The D1 database's bytes, as D1 reports them after a statement (`meta.size_after`: its pages
 * times the page size; local workerd refuses `PRAGMA page_count` to a Worker, SQLITE_AUTH).
 */
export async function databaseBytes(db) {
  return (await db.prepare("SELECT 1").run()).meta.size_after;
}

/**
 * Bytes per table and index, from SQLite's dbstat over a copy of the local database file
 * (Debian's sqlite3 has it; D1 does not expose dbstat). Answers [{ name, bytes }], largest first.
 */
export function bytesByTable(dir) {
  const root = path.join(dir, "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(root).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  const rows = execFileSync(
    "sqlite3",
    ["-readonly", path.join(root, file), "SELECT name, SUM(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC"],
    {
      encoding: "utf8",
    },
  );
  return rows
    .trim()
    .split("\n")
    .map((line) => {
      const [name, bytes] = line.split("|");
      return { name, bytes: Number(bytes) };
    });
}
