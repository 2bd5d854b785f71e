/**
 * Prints, per route, the gzip size of the JavaScript a first visit downloads: the entry
 * chunk and its static imports, the route's lazy chunks (and theirs), and the English
 * catalog chunk the app loads before its first paint. Chunks a route only loads later
 * (on first focus of a form, after `load`) are listed apart. Reads Vite's
 * .vite/manifest.json; prints figures and never fails on a budget.
 *
 * /login and /terms are prerendered (docs/decisions/0025-prerendered-public-pages.md) and
 * have their own entry (0038-public-pages-entry.md): their first paint needs no JavaScript
 * but /boot.js, and the figure is what /boot.js then starts (the entry and the preloads
 * its tag lists, with their static imports), /boot.js included: everything a first visit
 * downloads until the network is idle. Issue 22's bar for /login is 75 kB.
 *
 *   node bench/bundle-size.mjs            builds the PWA first (npm run build -w pwa)
 *   node bench/bundle-size.mjs --no-build measures the existing dist/
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import path from "node:path";
import {
  ROUTES,
  catalogKey,
  chunkKeys,
  entryKeyOf,
  readManifest,
  prerenderedPageChunks,
  withStaticImports as withImports,
} from "../scripts/route-chunks.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const BUDGET_LOGIN_KB = 75;

if (!process.argv.includes("--no-build")) {
  try {
    execSync("npm run build -w pwa", { cwd: root, stdio: "pipe" });
  } catch (err) {
    process.stderr.write(`${err.stdout ?? ""}${err.stderr ?? ""}`);
    process.exit(1);
  }
}

const manifest = readManifest(dist);
const entryKey = entryKeyOf(manifest);

const gzipCache = new Map();
function gzipBytes(key) {
  if (!gzipCache.has(key)) {
    const code = readFileSync(path.join(dist, manifest[key].file));
    gzipCache.set(key, gzipSync(code, { level: 9 }).length);
  }
  return gzipCache.get(key);
}

/** `keys` and everything they import statically (and, if asked, dynamically), transitively. */
const withStaticImports = (keys, into = new Set(), dynamic = false) => withImports(manifest, keys, into, dynamic);

const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6);
const sum = (keys) => [...keys].reduce((n, k) => n + gzipBytes(k), 0);

const entry = withStaticImports([entryKey]);
console.log(
  `JS a first visit downloads, gzip -9 (kB = 1000 bytes, as Vite prints). Entry + static imports: ${kb(sum(entry)).trim()} kB`,
);
const deferred = (manifest[entryKey].dynamicImports ?? []).filter(
  (k) => !k.includes("?tsr-split=") && !k.startsWith("src/locales/"),
);
for (const key of deferred) {
  const chunks = [...withStaticImports([key], new Set(entry), true)].filter((k) => !entry.has(k));
  console.log(`  loaded by the entry later, not before the first paint: ${key} ${kb(sum(chunks)).trim()} kB`);
}
console.log("route        entry  route catalogs   total   later (not on first paint)");
for (const [route, { chunks: splitKeys, catalogs: names, prerendered }] of Object.entries(ROUTES)) {
  const catalogs = names.map((name) => catalogKey(name));
  let keys;
  try {
    keys = chunkKeys(manifest, splitKeys);
  } catch (err) {
    console.log(`${route.padEnd(11)} ${err.message}`);
    continue;
  }
  const missing = catalogs.filter((k) => !manifest[k]);
  if (missing.length) {
    console.log(`${route.padEnd(11)} chunk not found: ${missing.join(", ")}`);
    continue;
  }
  if (prerendered) {
    printPublicPage(route);
    continue;
  }
  const routeChunks = new Set([...withStaticImports(keys)].filter((k) => !entry.has(k)));
  const loaded = new Set([...entry, ...routeChunks, ...catalogs]);
  const later = new Set();
  for (const k of routeChunks) {
    for (const d of manifest[k].dynamicImports ?? []) {
      for (const c of withStaticImports([d])) if (!loaded.has(c)) later.add(c);
    }
  }
  const total = sum(loaded);
  const laterText = later.size
    ? `${kb(sum(later)).trim()} kB (${[...later].map((k) => path.basename(manifest[k].file)).join(", ")})`
    : "-";
  console.log(`${route.padEnd(11)}${kb(sum(entry))} ${kb(sum(routeChunks))} ${kb(sum(catalogs))}  ${kb(total)}   ${laterText}`);
}

/** A public page: /boot.js, then what its tag starts; the chunks it loads later apart. */
function printPublicPage(route) {
  const file = path.join(dist, `${route.slice(1)}.html`);
  if (!existsSync(file)) {
    console.log(`${route.padEnd(11)} prerendered page NOT FOUND`);
    return;
  }
  const html = gzipSync(readFileSync(file), { level: 9 }).length;
  const boot = gzipSync(readFileSync(path.join(dist, "boot.js")), { level: 9 }).length;
  const chunks = prerenderedPageChunks(dist, manifest, route);
  const later = new Set();
  for (const k of chunks) {
    for (const d of manifest[k].dynamicImports ?? []) {
      if (d.startsWith("src/locales/")) continue;
      for (const c of withStaticImports([d])) if (!chunks.has(c)) later.add(c);
    }
  }
  const total = boot + sum(chunks);
  const laterText = later.size ? `${kb(sum(later)).trim()} kB` : "-";
  console.log(`${route.padEnd(11)}  (own entry)           ${kb(total)}   ${laterText}`);
  const list = [...chunks]
    .map((k) => [gzipBytes(k), path.basename(manifest[k].file)])
    .sort((a, b) => b[0] - a[0])
    .map(([n, f]) => `${f} ${kb(n).trim()}`);
  console.log(
    `            HTML ${kb(html).trim()} kB; before the first paint /boot.js ${kb(boot).trim()} kB; then ${list.join(", ")}`,
  );
  if (route === "/login") {
    const verdict = total / 1000 <= BUDGET_LOGIN_KB ? "within" : "OVER";
    console.log(`            /login becomes interactive on ${kb(total).trim()} kB (aim ${BUDGET_LOGIN_KB} kB): ${verdict}`);
  }
}
