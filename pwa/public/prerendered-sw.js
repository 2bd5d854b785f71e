/*
 * Repeat visits to the prerendered pages (docs/decisions/0025-prerendered-public-pages.md;
 * docs/product-rules.md#offline): the service worker answers a navigation to /login or /terms
 * with the page prerendered in the reader's language from its precache, as the Worker would
 * (worker/src/app.ts: the `lionart-lang` cookie picks dist/fr/<page>.html or dist/<page>.html),
 * instead of the app shell, which paints only once the JavaScript has run. Loaded by the
 * generated service worker through workbox `importScripts` (pwa/vite.config.ts) before its
 * own routes, so this listener answers first.
 *
 * The language comes from the Cookie Store API; where a browser lacks it, the page comes from
 * the network (then, offline, the app shell), never in the wrong language.
 */
const PRERENDERED_PAGES = new Set(["/login", "/terms"]);
/** schema/src/language-cookie.ts LANGUAGE_COOKIE. */
const LANGUAGE_COOKIE_NAME = "lionart-lang";

/** "fr" or "en" from the language cookie, or null when this browser cannot read it here. */
async function readerLanguage() {
  if (!self.cookieStore) return null;
  try {
    const cookie = await self.cookieStore.get(LANGUAGE_COOKIE_NAME);
    return cookie?.value === "fr" ? "fr" : "en";
  } catch {
    return null;
  }
}

/** The precached copy of `path` (workbox keys it with a revision parameter), or undefined. */
function precached(path) {
  return caches.match(new URL(path, self.location.origin).href, { ignoreSearch: true });
}

async function prerenderedPage(request, page) {
  const lang = await readerLanguage();
  const cached = lang && (await precached(`${lang === "fr" ? "/fr" : ""}/${page}.html`));
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (err) {
    return (await precached("/index.html")) ?? Promise.reject(err);
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.mode !== "navigate" || request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !PRERENDERED_PAGES.has(url.pathname)) return;
  event.respondWith(prerenderedPage(request, url.pathname.slice(1)));
});
