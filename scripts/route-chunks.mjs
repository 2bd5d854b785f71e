/**
 * Which built files each PWA route needs, read from Vite's manifest (dist/.vite/manifest.json):
 * the entry and its static imports, then per route its code-split chunks (TanStack
 * router-plugin) and theirs, with their stylesheets. Used by scripts/write-asset-headers.mjs
 * (the preload Link headers of the signed-in screens) and bench/bundle-size.mjs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const split = (file) => `src/routes/${file}?tsr-split=component`;

/**
 * The PWA's routes: their code-split chunks, the English catalogs loaded before the first
 * paint (src/lib/i18n.ts), whether they need a session (docs/product-rules.md#screen-routes),
 * the API reads pwa/src/main.tsx starts on that path at once (the same in every language),
 * and whether they are prerendered
 * (docs/decisions/0025-prerendered-public-pages.md).
 */
export const ROUTES = {
  // The public pages: their own entry (src/public/main.tsx), started by the prerendered
  // page's /boot.js with the chunks it lists (docs/decisions/0038-public-pages-entry.md).
  "/login": { chunks: [], catalogs: ["messages"], prerendered: true },
  "/terms": { chunks: [], catalogs: ["messages", "content"], prerendered: true },
  "/": { chunks: [split("_auth.tsx"), split("_auth/index.tsx")], catalogs: ["messages", "app", "content"], session: true },
  "/dashboard": {
    chunks: [split("_auth.tsx"), split("_auth/dashboard.tsx")],
    catalogs: ["messages", "app", "content"],
    session: true,
    // Read by main.tsx at start on this path, signed in or not, so the preload is always used.
    reads: ["/api/user/dashboard"],
  },
  // Its cards are read in the reader's language (?lang=), which a static header cannot know.
  "/projects": {
    chunks: [split("_auth.tsx"), split("_auth/projects.tsx")],
    catalogs: ["messages", "app", "content"],
    session: true,
  },
  "/assistant": {
    chunks: [split("_auth.tsx"), split("_auth/assistant.tsx")],
    catalogs: ["messages", "app", "content"],
    session: true,
  },
  // The proof-of-liabilities check (issue 21), with its own catalog, loaded by its route.
  "/liabilities": {
    chunks: [split("_auth.tsx"), split("_auth/liabilities.tsx")],
    catalogs: ["messages", "app", "content", "liabilities"],
    session: true,
  },
};

/** The manifest key of a catalog (`messages`, `content`) in a language. */
export const catalogKey = (name, locale = "en") => `src/locales/${locale}/${name}.po`;

/** Reads the manifest of the built PWA in `dist`. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
}

/** `keys` and everything they import statically (and, if asked, dynamically), transitively. */
export function withStaticImports(manifest, keys, into = new Set(), dynamic = false) {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    withStaticImports(manifest, manifest[key].imports ?? [], into, dynamic);
    if (dynamic) withStaticImports(manifest, manifest[key].dynamicImports ?? [], into, dynamic);
  }
  return into;
}

/**
 * The manifest key of the signed-in app's entry (index.html); the public pages have their
 * own (public-pages.html, docs/decisions/0038-public-pages-entry.md). Throws when missing.
 */
export function entryKeyOf(manifest, html = "index.html") {
  if (!manifest[html]?.isEntry) throw new Error(`no entry ${html} in dist/.vite/manifest.json`);
  return html;
}

/**
 * The manifest keys of the chunks that hold `keys`. A signed-in screen's code is merged into
 * the one `signed-in` chunk (pwa/vite.config.ts), whose manifest key names the group, not
 * the screen; a key the manifest lacks is looked up there. Throws when neither has it.
 */
export function chunkKeys(manifest, keys) {
  const group = Object.keys(manifest).find((k) => /^_signed-in-[^/]+\.js$/.test(k));
  return [
    ...new Set(
      keys.map((key) => {
        if (manifest[key]) return key;
        if (group && key.startsWith("src/routes/_auth")) return group;
        throw new Error(`chunk not found: ${key}`);
      }),
    ),
  ];
}

/** The chunks a route loads beyond the entry's static graph (manifest keys), in load order. */
export function routeChunks(manifest, route) {
  const entry = withStaticImports(manifest, [entryKeyOf(manifest)]);
  return [...withStaticImports(manifest, chunkKeys(manifest, ROUTES[route].chunks))].filter((k) => !entry.has(k));
}

/**
 * The chunks a prerendered public page loads after its first paint (manifest keys): the
 * entry and preloads its /boot.js tag names (pwa/scripts/prerender.mjs), with their static
 * imports. Throws when the page or its boot tag is missing.
 */
export function prerenderedPageChunks(dist, manifest, route, locale = "en") {
  const page = readFileSync(path.join(dist, locale === "en" ? "" : locale, `${route.slice(1)}.html`), "utf8");
  const entry = page.match(/data-entry="([^"]+)"/)?.[1];
  if (!entry) throw new Error(`${route}: no /boot.js tag with data-entry`);
  const preload = (page.match(/data-preload="([^"]*)"/)?.[1] ?? "").split(" ").filter(Boolean);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const keys = [entry, ...preload].map((file) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`${route}: ${file} is not in the manifest`);
    return key;
  });
  return withStaticImports(manifest, keys);
}
