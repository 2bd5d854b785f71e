/*
 * Repeat visits to the main signed-in screens (issue 22; docs/product-rules.md#offline,
 * OFF-7): the service worker answers a navigation to /, /dashboard, /projects or /assistant
 * with the app's shell holding the last screen the app kept of it
 * (src/features/offline/screen-snapshot.ts), so the investor's last figures show before any
 * script has run; #root is inert until the app has rendered its own screen over it
 * (src/first-screen/client.tsx), from the saved copy, which it then refreshes. Without a kept
 * screen, or one in another language than the reader's now, or older than the saved copy may
 * be (a week), the shell alone, as workbox's navigation route would give it.
 *
 * Loaded by the generated service worker through workbox `importScripts` (pwa/vite.config.ts)
 * after prerendered-sw.js, whose `readerLanguage` and `precached` it uses (one global scope).
 */
const SNAPSHOT_CACHE = "lionart-screens";
/** schema/src/first-screens.ts FIRST_SCREEN_PATHS (this script imports nothing). */
const SNAPSHOT_PATHS = new Set(["/", "/dashboard", "/projects", "/assistant"]);
/** persist.ts MAX_AGE_MS: the saved copy is not shown after a week either. */
const SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<\/body>)/;

async function keptScreen(path) {
  const [snapshot, lang] = await Promise.all([caches.open(SNAPSHOT_CACHE).then((c) => c.match(path)), readerLanguage()]);
  if (!snapshot) return null;
  const savedAt = Number(snapshot.headers.get("X-Lionart-Saved-At"));
  if (!(Date.now() - savedAt < SNAPSHOT_MAX_AGE_MS)) return null;
  if (lang && snapshot.headers.get("X-Lionart-Lang") !== lang) return null;
  return snapshot.text();
}

async function screenPage(request, path) {
  const [shell, screen] = await Promise.all([precached("/index.html"), keptScreen(path).catch(() => null)]);
  if (!shell) return fetch(request);
  if (screen === null) return shell;
  const html = (await shell.text()).replace(ROOT, () => `<div id="root" inert>${screen}</div>\n`);
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.mode !== "navigate" || request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !SNAPSHOT_PATHS.has(url.pathname) || url.search !== "") return;
  event.respondWith(screenPage(request, url.pathname));
});
