/*
 * Starts the signed-in app's first reads before its JavaScript has run (issue 22): the
 * session check on every signed-in page, and the dashboard's read on /dashboard. A first
 * visit has them preloaded by the page's Link headers (scripts/write-asset-headers.mjs), and
 * these fetches take those answers; a page the service worker serves from its cache has no
 * headers, and these start the reads. The app takes each answer once, at start
 * (web/src/early-reads.ts); one left untaken is never used. Loaded async by index.html: it
 * never holds the page's first paint. The app sets window.__lionartStarted when it starts:
 * if it already has, it read for itself, and nothing is started here.
 */
(() => {
  // A page the Worker rendered carries its reads (worker/src/first-screen/page.ts).
  if (window.__lionartStarted || document.documentElement.hasAttribute("data-first-screen")) return;
  const urls = ["/api/auth/user"];
  if (location.pathname === "/dashboard") urls.push("/api/user/dashboard");
  const reads = {};
  for (const url of urls) {
    // What apiFetch sends (web/src/api-client.ts): same-origin credentials, JSON accepted.
    reads[url] = fetch(url, { credentials: "same-origin", headers: { accept: "application/json" } });
    // An answer never taken must not report an unhandled rejection.
    reads[url].catch(() => undefined);
  }
  window.__lionartEarlyReads = { at: Date.now(), reads };
})();
