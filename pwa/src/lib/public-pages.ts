/**
 * The public pages, /login and /terms, are their own small app (src/public; docs/decisions/0038-public-pages-entry.md):
 * the signed-in app reaches them by a full page load, which the service worker answers
 * from its precache (pwa/public/prerendered-sw.js).
 */
export const PUBLIC_PAGES = ["/login", "/terms"] as const;

/** True for a link target (with or without `#fragment` or `?search`) that is a public page. */
export function isPublicPage(to: string): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  return (PUBLIC_PAGES as readonly string[]).includes(path);
}

/** /login, saying that the server ended the session when `ended` (docs/product-rules.md#money-status, MST-5). */
export function loginHref(ended = false): string {
  return ended ? "/login?ended=true" : "/login";
}
