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
  // /login is not code-split (src/routes/login.tsx): every new visitor starts there.
  "/login": { chunks: [], catalogs: ["messages"], prerendered: true },
  "/terms": { chunks: [split("terms.tsx")], catalogs: ["messages", "content"], prerendered: true },
  "/": { chunks: [split("_auth.tsx"), split("_auth/index.tsx")], catalogs: ["messages", "content"], session: true },
  "/dashboard": {
    chunks: [split("_auth.tsx"), split("_auth/dashboard.tsx")],
    catalogs: ["messages", "content"],
    session: true,
    // Read by main.tsx at start on this path, signed in or not, so the preload is always used.
    reads: ["/api/user/dashboard"],
  },
  // Its cards are read in the reader's language (?lang=), which a static header cannot know.
  "/projects": { chunks: [split("_auth.tsx"), split("_auth/projects.tsx")], catalogs: ["messages", "content"], session: true },
  "/assistant": { chunks: [split("_auth.tsx"), split("_auth/assistant.tsx")], catalogs: ["messages", "content"], session: true },
  // The proof-of-liabilities check (issue 21), with its own catalog, loaded by its route.
  "/liabilities": {
    chunks: [split("_auth.tsx"), split("_auth/liabilities.tsx")],
    catalogs: ["messages", "content", "liabilities"],
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

/** The entry's manifest key. Throws when the manifest has none. */
export function entryKeyOf(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error("no entry in dist/.vite/manifest.json");
  return key;
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
