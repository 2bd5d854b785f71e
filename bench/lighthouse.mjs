/**
 * Lighthouse 12 mobile performance per route, three runs each, and a table of the medians:
 * score, LCP, TBT and transferred kB (issue 22's bar: a median >= 0.97 on every route), and
 * the host's benchmarkIndex, which the blocking time depends on. Signed-in routes are measured with the session
 * cookie of an investor this script registers through the API (one registration a run):
 * Chrome drops a Cookie set with Lighthouse's --extra-headers from the app's fetch() calls,
 * so each run starts its own Chrome (chrome-launcher), puts the cookie in its cookie jar
 * (puppeteer-core; both come with Lighthouse) and points the Lighthouse CLI at it with
 * --port. Needs the app served (npm start) and Debian's chromium. Prints figures; never fails on a budget. Heavy: run it on a quiet machine.
 *
 *   node bench/lighthouse.mjs [base-url] [--routes=/login,/terms] [--runs=3] [--save=dir]
 *   --save writes each run's full Lighthouse report (JSON) into dir, to see where the time goes
 *   --cpu=calibrated: the CPU slowdown Lighthouse's throttling guide ("Calibrating the CPU
 *   slowdown") asks for on this host instead of the default 4x, from the benchmarkIndex a first
 *   run measures (the CPU throttling calculator's curve: 800 is 2x, 1300 is 3x, 1533 is 4x);
 *   --cpu=<n> sets it. Every run prints the host's benchmarkIndex either way.
 *   default base http://127.0.0.1:8787 (or LIGHTHOUSE_URL), every route, 3 runs
 */
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { promisify } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import puppeteer from "puppeteer-core";
import { chosenRoutes } from "./lib/routes.mjs";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = (args.find((a) => !a.startsWith("--")) ?? process.env.LIGHTHOUSE_URL ?? "http://127.0.0.1:8787").replace(/\/+$/, "");
const RUNS = Number(option("runs") ?? 3);
const SAVE = option("save");
const CPU = option("cpu");

/**
 * The slowdown Lighthouse's CPU throttling calculator gives for a host's benchmarkIndex (the
 * number Lighthouse's throttling guide leaves to it): 150 is 1x, 800 is 2x, 1300 is 3x.
 */
function calculatorSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
/** The `--throttling.cpuSlowdownMultiplier` of every run; undefined: Lighthouse's default 4x. */
let cpuSlowdown = CPU && CPU !== "calibrated" ? Number(CPU) : undefined;
const benchmarkIndexes = [];

const routes = chosenRoutes(option("routes"));

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

/** Registers a fresh investor and returns its session cookies (name and value). */
async function sessionCookies() {
  const phone = `6${String(Date.now()).slice(-8)}`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({
      fullName: "Lighthouse Bench",
      phone,
      mobileMoneyService: "MTN Mobile Money",
      password: "kola-nut-1987",
      acceptTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`registering the bench investor: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => {
    const [name, ...value] = c.split(";")[0].split("=");
    return { name, value: value.join("=") };
  });
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouse(url, cookies, label) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: chromeFlags.split(" "),
  });
  let stdout;
  try {
    if (cookies) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      // Secure, HttpOnly, host-only: what the Worker's __Host- session cookie is.
      await browser.setCookie(
        ...cookies.map((c) => ({ ...c, url: base, path: "/", secure: true, httpOnly: true, sameSite: "Lax" })),
      );
      await browser.disconnect();
    }
    ({ stdout } = await run(
      path.join(root, "node_modules/.bin/lighthouse"),
      [
        url,
        "--only-categories=performance",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        `--port=${chrome.port}`,
        ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown.toFixed(2)}`] : []),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ));
  } finally {
    chrome.kill();
  }
  const lhr = JSON.parse(stdout);
  benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    writeFileSync(path.join(SAVE, `${label}.json`), stdout);
  }
  return {
    score: lhr.categories.performance.score,
    lcp: metric(lhr, "largest-contentful-paint"),
    tbt: metric(lhr, "total-blocking-time"),
    kb: metric(lhr, "total-byte-weight") / 1000,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
  };
}

const cookies = routes.some((r) => r.session) ? await sessionCookies() : undefined;
if (CPU === "calibrated") {
  await lighthouse(`${base}/terms`, undefined, "calibration");
  cpuSlowdown = calculatorSlowdown(benchmarkIndexes[0]);
}
console.log(
  `Lighthouse mobile performance, ${base}, median of ${RUNS} runs per route, CPU slowdown ${cpuSlowdown ? `${cpuSlowdown.toFixed(2)}x (${CPU})` : "4x (default)"}`,
);
const rows = [];
for (const route of routes) {
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const label = `${route.path.replace(/\//g, "_") || "_"}-${i + 1}`;
    const once = () => lighthouse(base + route.path, route.session ? cookies : undefined, label);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is taken
    // again, up to twice; a run that fails three times is left out of the median, and said.
    for (let attempt = 1; ; attempt++) {
      try {
        results.push(await once());
        break;
      } catch (err) {
        console.error(`${label}: ${String(err.stderr ?? err.message).split("\n")[0]} (attempt ${attempt} of 3)`);
        if (attempt === 3) break;
      }
    }
  }
  if (results.length === 0) {
    rows.push({ route: route.path, score: "-", lcp: "-", tbt: "-", kb: "-", runs: "no run completed", note: "" });
    continue;
  }
  const landed = new URL(results[0].finalUrl).pathname;
  rows.push({
    route: route.path + (route.session ? " (signed in)" : ""),
    score: median(results.map((r) => r.score)).toFixed(2),
    lcp: `${Math.round(median(results.map((r) => r.lcp)))} ms`,
    tbt: `${Math.round(median(results.map((r) => r.tbt)))} ms`,
    kb: median(results.map((r) => r.kb)).toFixed(1),
    runs: results.map((r) => r.score.toFixed(2)).join(" "),
    note: landed === route.path ? "" : `landed on ${landed}`,
  });
}

const columns = [
  ["route", "route"],
  ["score", "score"],
  ["lcp", "LCP"],
  ["tbt", "TBT"],
  ["kb", "transferred kB"],
  ["runs", "scores"],
  ["note", ""],
];
const width = (key, title) => Math.max(title.length, ...rows.map((r) => r[key].length));
console.log(columns.map(([k, t]) => t.padEnd(width(k, t))).join("  "));
for (const row of rows) console.log(columns.map(([k, t]) => row[k].padEnd(width(k, t))).join("  "));
console.log(
  `host benchmarkIndex median ${median(benchmarkIndexes)}: Lighthouse's calculator asks for ${calculatorSlowdown(median(benchmarkIndexes)).toFixed(2)}x here`,
);
console.log("bars (issue 22): every route's median >= 0.97");
