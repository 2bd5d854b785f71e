/**
 * `wrangler deploy --dry-run`, safely, and the Worker's size (docs/ARCHITECTURE.md#operations):
 * the bundle and its source map are written to `.wrangler/dry-run`, never into the static
 * assets folder (wrangler.toml [assets] `directory`, `dist`), which `wrangler deploy`
 * publishes as it finds it: a dry run with `--outdir dist` would publish the Worker's code and
 * source map to every visitor. Prints the Worker's size raw and gzip (level 9, every module
 * the dry run wrote but source maps) and exits 1 when the gzip size is over WORKER_GZIP_BUDGET
 * (1 MB), when the output folder would lie inside the assets folder, or when the assets folder
 * holds a Worker bundle or any source map.
 *
 *   npm run build && node scripts/deploy-dry-run.mjs     (npm run deploy:dry-run)
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The largest Worker accepted, gzip bytes (issue 36: under 1 MB). */
const WORKER_GZIP_BUDGET = 1_000_000;
const outdir = path.join(root, ".wrangler", "dry-run");

/** The assets folder wrangler.toml names (`[assets] directory`), absolute. */
function assetsDir() {
  const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
  const section = toml.split(/^\[assets\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";
  const dir = /^directory\s*=\s*"([^"]+)"/m.exec(section)?.[1];
  if (!dir) throw new Error("wrangler.toml has no [assets] directory");
  return path.resolve(root, dir);
}

/** Every file under `dir`, relative paths. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true }).filter((f) => statSync(path.join(dir, f)).isFile());
}

const fail = (message) => {
  process.stderr.write(`deploy-dry-run: ${message}\n`);
  process.exit(1);
};

const assets = assetsDir();
if (!path.relative(assets, outdir).startsWith("..")) fail(`${outdir} lies inside the assets folder ${assets}`);
if (!existsSync(path.join(root, "worker", ".generated", "first-screen.js"))) fail("run `npm run build` first");

rmSync(outdir, { recursive: true, force: true });
try {
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    cwd: root,
    stdio: "pipe",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
} catch (err) {
  process.stderr.write(`${err.stdout ?? ""}${err.stderr ?? ""}`);
  fail("wrangler deploy --dry-run failed");
}

const modules = filesUnder(outdir).filter((f) => /\.(m?js|wasm)$/.test(f));
if (modules.length === 0) fail(`the dry run wrote no module into ${outdir}`);
let raw = 0;
let gzip = 0;
for (const f of modules) {
  const bytes = readFileSync(path.join(outdir, f));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log(`Worker (${modules.join(", ")}): ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${kb(WORKER_GZIP_BUDGET)} gzip)`);

// The assets folder must never hold Worker code: a bundle written there by mistake, or any
// source map, would be published with the site.
const bundleNames = new Set(
  filesUnder(outdir)
    .filter((f) => /\.(m?js|wasm|map)$/.test(f))
    .map((f) => path.basename(f)),
);
const leaked = filesUnder(assets).filter((f) => f.endsWith(".map") || (!f.includes(path.sep) && bundleNames.has(f)));
if (leaked.length > 0) fail(`the assets folder holds Worker code or source maps: ${leaked.join(", ")}`);
if (gzip > WORKER_GZIP_BUDGET) fail(`the Worker is ${kb(gzip)} gzip, over the ${kb(WORKER_GZIP_BUDGET)} budget`);
