/**
 * First-screen paint per route on a cheap phone (issue 22): the largest contentful paint of a
 * first visit (a fresh browser profile: no HTTP cache, no service worker, no saved figures)
 * and of a repeat visit (the same profile once the service worker controls the app and the
 * figures are saved), under Lighthouse's mobile model: 4x CPU slowdown, 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up (Chrome DevTools Protocol throttling), at 360 px. Median of
 * `--runs` (3) per route. Signed-in routes use an investor this script registers through
 * the API, once per run. Needs the app served (`npm start`) and Debian's chromium. Prints
 * figures; never fails on a budget. Heavy: run it on a quiet machine.
 *
 *   node bench/first-screen.mjs [base-url] [--routes=/login,/dashboard] [--runs=3]
 *   default base http://127.0.0.1:8787, every route of bench/lighthouse.mjs
 */
import { chromium } from "@playwright/test";
import { chosenRoutes } from "./lib/routes.mjs";

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = (args.find((a) => !a.startsWith("--")) ?? "http://127.0.0.1:8787").replace(/\/+$/, "");
const RUNS = Number(option("runs") ?? 3);

const routes = chosenRoutes(option("routes"));

/** Lighthouse's mobile model (its "simulated" defaults, applied here as real throttling). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const CPU_SLOWDOWN = 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The page's largest contentful paint so far, ms from its navigation start (null when none). */
function lcp(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = null;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          last = entries[entries.length - 1]?.startTime ?? last;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        // The buffered entries arrive in the observer's first callback; then answer.
        setTimeout(() => resolve(last), 250);
      }),
  );
}

/** Opens `path` in `page` under the throttling, waits until the network is quiet, answers its LCP in ms. */
async function visit(page, path) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle", timeout: 120_000 });
  const value = await lcp(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.detach();
  return value;
}

/** Waits (at most 15 s) until the app's saved copy of the figures is in IndexedDB. */
async function figuresSaved(page) {
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) return resolve(false);
          const keys = db.transaction("keyval").objectStore("keyval").getAllKeys();
          keys.onsuccess = () => resolve(keys.result.some((k) => String(k).startsWith("lionart:query-cache:")));
          keys.onerror = () => resolve(false);
        };
      }),
    undefined,
    { timeout: 15_000, polling: 250 },
  );
}

/** One first visit and one repeat visit of `route` in a fresh profile: `{ cold, warm }` in ms. */
async function measure(browser, route) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "allow",
  });
  try {
    if (route.session) {
      const res = await context.request.post(`${base}/api/auth/register`, {
        headers: { Origin: base },
        data: {
          fullName: "First Screen Bench",
          phone: `6${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`,
          mobileMoneyService: "MTN Mobile Money",
          password: "kola-nut-1987",
          acceptTerms: true,
        },
      });
      if (res.status() !== 201) throw new Error(`registering the bench investor: ${res.status()} ${await res.text()}`);
    }
    const page = await context.newPage();
    const cold = await visit(page, route.path);
    // The app registers its service worker once idle (the public pages once the reader uses
    // them: a first focus); a repeat visit is one it controls.
    await page.locator("#root input, #root a").first().focus();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // A returning investor stayed until the phone saved their figures (the app saves a second
    // after the cache settles, at an idle moment: pwa/src/features/offline/persist.ts).
    if (route.session) await figuresSaved(page);
    const warm = await visit(page, route.path);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const rows = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, route));
    const ms = (v) => (v == null ? "-" : (v / 1000).toFixed(2));
    rows.push({
      route: route.path,
      "LCP first visit s": ms(median(runs.map((r) => r.cold ?? Number.POSITIVE_INFINITY))),
      "LCP repeat visit s": ms(median(runs.map((r) => r.warm ?? Number.POSITIVE_INFINITY))),
      runs: runs.map((r) => `${ms(r.cold)}/${ms(r.warm)}`).join(" "),
    });
    console.error(`${route.path}: ${rows.at(-1).runs}`);
  }
} finally {
  await browser.close();
}
console.table(rows);
