/**
 * Lighthouse 12 mobile performance of /login, three runs and their median (the issue's
 * bar is >= 0.95). Needs the app served (npm start) and Debian's chromium. Prints
 * figures; never fails on a budget.
 *
 *   node bench/lighthouse.mjs [url]   default http://127.0.0.1:8787/login
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const url = process.argv[2] ?? process.env.LIGHTHOUSE_URL ?? "http://127.0.0.1:8787/login";
const RUNS = 3;
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const ms = (v) => `${Math.round(v)} ms`.padStart(8);

console.log(`Lighthouse mobile performance, ${url}`);
const scores = [];
for (let i = 1; i <= RUNS; i++) {
  const { stdout } = await run(
    path.join(root, "node_modules/.bin/lighthouse"),
    [url, "--only-categories=performance", "--output=json", "--output-path=stdout", "--quiet", `--chrome-flags=${chromeFlags}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout);
  const score = lhr.categories.performance.score;
  scores.push(score);
  console.log(
    `run ${i}: ${score.toFixed(2)}  FCP${ms(metric(lhr, "first-contentful-paint"))}  LCP${ms(metric(lhr, "largest-contentful-paint"))}` +
      `  TBT${ms(metric(lhr, "total-blocking-time"))}  CLS ${metric(lhr, "cumulative-layout-shift").toFixed(3)}` +
      `  SI${ms(metric(lhr, "speed-index"))}`,
  );
}
const median = [...scores].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
console.log(`median: ${median.toFixed(2)} (bar: 0.95)`);
