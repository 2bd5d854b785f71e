/**
 * Writes dist/login.html and dist/terms.html (English) and dist/fr/login.html and
 * dist/fr/terms.html (French): the public pages rendered at build time, so
 * their first paint needs no JavaScript; src/public/main.tsx then hydrates them
 * (docs/decisions/0025-prerendered-public-pages.md, 0038-public-pages-entry.md). Run by `vite build` itself, once the
 * bundle is written and before the service worker is generated, so its precache holds these
 * pages (vite.config.ts `prerenderBeforeServiceWorker`): it builds src/prerender.tsx for Node (a Vite SSR build into
 * node_modules/.prerender), renders each page and copies dist/public-pages.html with the markup
 * inside #root. The page carries no inline script, so the CSP holds (script-src 'self'); its
 * app starts after the first paint, through /boot.js.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";

const pwa = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.resolve(pwa, "../dist");
const outDir = path.join(pwa, "node_modules/.prerender");

await build({
  configFile: false,
  root: pwa,
  logLevel: "error",
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
  build: { ssr: "src/prerender.tsx", outDir, emptyOutDir: true, target: "node20", minify: false },
});

const { render, PRERENDERED_ROUTES, PRERENDERED_LOCALES } = await import(pathToFileURL(path.join(outDir, "prerender.js")).href);
// The public pages' own shell and entry (docs/decisions/0038-public-pages-entry.md); the
// file itself is not shipped: it is deleted once the pages are written.
const shellFile = path.join(dist, "public-pages.html");
const shell = readFileSync(shellFile, "utf8");
const root = /<div id="root">[\s\S]*?<\/div>\s*(?=<\/body>)/;
if (!root.test(shell)) throw new Error('dist/public-pages.html has no <div id="root"> before </body>');

const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const entryTag = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const preloadTags = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
if (!entryTag.test(shell)) throw new Error("dist/public-pages.html has no module script");

/**
 * Each page's body is a chunk of its own (src/public/pages.tsx), loaded with the entry; the
 * terms also need their long texts' catalog. /login's is a named group of vite.config.ts
 * (`login-page`), which the manifest lists under that name, not under the module.
 */
const PAGE_CHUNKS = {
  "/login": { module: "src/public/login-page.tsx", group: "login-page", catalogs: [] },
  "/terms": { module: "src/public/terms-page.tsx", catalogs: ["content"] },
};

/** The files of `route`'s page chunk and its static imports, and its catalogs in `locale`. */
function pageFiles(route, locale) {
  const { module, group, catalogs } = PAGE_CHUNKS[route];
  const files = new Set();
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(
    manifest[module] || !group
      ? module
      : Object.keys(manifest).find((key) => key.startsWith("_") && manifest[key].name === group),
  );
  for (const name of catalogs) add(`src/locales/${locale}/${name}.po`);
  return [...files];
}

/**
 * The shell's entry script and module preloads, replaced by /boot.js (pwa/public/boot.js),
 * which adds them after the first paint, with the page's own chunks. The catalog preload
 * becomes the page's language.
 */
function startAfterPaint(html, route, locale) {
  const entry = html.match(entryTag)[1];
  const catalog = (lang) => `/${manifest[`src/locales/${lang}/messages.po`].file}`;
  const shellPreloads = [...html.matchAll(preloadTags)].map((m) => (m[1] === catalog("en") ? catalog(locale) : m[1]));
  const preload = [...new Set([...shellPreloads, ...pageFiles(route, locale)])].filter((file) => file !== entry);
  return html
    .replace(preloadTags, "")
    .replace(entryTag, `<script src="/boot.js" defer data-entry="${entry}" data-preload="${preload.join(" ")}"></script>\n    `);
}

for (const locale of PRERENDERED_LOCALES) {
  for (const route of PRERENDERED_ROUTES) {
    const markup = await render(route, locale);
    if (/<script/i.test(markup)) throw new Error(`${route}: the prerendered markup contains a <script>, which the CSP blocks`);
    const html = startAfterPaint(shell, route, locale)
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace(root, `<div id="root" data-prerendered="${route}" data-locale="${locale}">${markup}</div>\n  `);
    const file = path.join(dist, locale === "en" ? "" : locale, `${route.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(
      `prerendered ${route} (${locale}) -> ${path.relative(path.dirname(dist), file)} (${(html.length / 1000).toFixed(1)} kB)`,
    );
  }
}
rmSync(outDir, { recursive: true, force: true });
rmSync(shellFile);
