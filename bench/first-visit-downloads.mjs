/**
 * The JavaScript a first visit really downloads until the network is idle, counted by the
 * browser (issue 22: /login interactive on at most 75 kB of gzip JavaScript "in all").
 * bench/bundle-size.mjs reads the build's manifest; this one opens each page in a fresh
 * chromium profile at 360 x 780, the service worker allowed, waits until no request has
 * been made for 2 s and the phone has been idle, and lists every script the page fetched
 * with its gzip -9 size as built (kB = 1000 bytes), so a chunk a page loads at start that the
 * manifest does not show (a lazy import run at once) is counted too. A reader who does
 * nothing: no focus, no scroll. Needs the app served (`npm start`) and Debian's chromium.
 * Prints figures; never fails on a budget.
 *
 *   node bench/first-visit-downloads.mjs [base-url] [--routes=/login,/terms]
 *   default base http://127.0.0.1:8787, /login and /terms
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = (args.find((a) => !a.startsWith("--")) ?? "http://127.0.0.1:8787").replace(/\/+$/, "");
const routes = option("routes")?.split(",") ?? ["/login", "/terms"];
const QUIET_MS = 2000;
const BUDGET_LOGIN_KB = 75;

/** The gzip -9 size of the built file at `pathname`, or null when dist/ has none (not ours). */
function gzipSize(pathname) {
  const file = path.join(dist, pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null;
}

/** Opens `route` in a fresh profile; resolves with the scripts it fetched until quiet. */
async function scriptsOf(browser, route) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, serviceWorkers: "allow" });
  try {
    const page = await context.newPage();
    const scripts = [];
    let last = Date.now();
    page.on("request", (request) => {
      last = Date.now();
      const url = new URL(request.url());
      if (url.origin === new URL(base).origin && url.pathname.endsWith(".js")) scripts.push(url.pathname);
    });
    await page.goto(`${base}${route}`, { waitUntil: "load" });
    // Quiet: no request for QUIET_MS, and the phone idle since (work deferred to idle has run).
    for (;;) {
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 5000 })));
      const quietFor = Date.now() - last;
      if (quietFor >= QUIET_MS) break;
      await page.waitForTimeout(QUIET_MS - quietFor);
    }
    return [...new Set(scripts)];
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  console.log(`JS a first visit fetched until the network was quiet for ${QUIET_MS / 1000} s, gzip -9 as built, ${base}`);
  for (const route of routes) {
    const scripts = await scriptsOf(browser, route);
    const sized = scripts.map((p) => [p, gzipSize(p)]);
    const total = sized.reduce((n, [, size]) => n + (size ?? 0), 0);
    const list = sized
      .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
      .map(([p, size]) => `${path.basename(p)} ${size === null ? "?" : (size / 1000).toFixed(1)}`)
      .join(", ");
    const verdict =
      route === "/login" ? ` (aim ${BUDGET_LOGIN_KB} kB: ${total / 1000 <= BUDGET_LOGIN_KB ? "within" : "OVER"})` : "";
    console.log(`${route.padEnd(8)} ${(total / 1000).toFixed(1).padStart(6)} kB${verdict}\n         ${list}`);
  }
} finally {
  await browser.close();
}
