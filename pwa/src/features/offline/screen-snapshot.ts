/**
 * The last screen of each main signed-in route, kept on the phone so a repeat visit paints
 * it before any script runs (issue 22; docs/product-rules.md#offline, OFF-7): when the saved
 * copy of the figures is written (persist.ts), what #root shows is written too, into the
 * Cache Storage the service worker reads (public/screen-snapshot-sw.js). The app then
 * starts from the saved copy, renders the same screen over it, and refreshes.
 *
 * Only a screen of fresh figures is kept: not while it says "Refreshing" or "Offline", nor
 * the busy sign. Toasts, open dialogs and open details are left out. It goes with the saved
 * copy, at logout, on a 401 and when someone else signs in (`deleteScreenSnapshots`).
 */

import { FIRST_SCREEN_PATHS } from "@app/schema/first-screens";

/** The Cache Storage cache of the screens; public/screen-snapshot-sw.js reads it. */
const SNAPSHOT_CACHE = "lionart-screens";
/** The routes whose last screen is kept: the Worker's first screens. */
const SNAPSHOT_PATHS = new Set<string>(FIRST_SCREEN_PATHS);

/** The path whose screen the app shows, settled; null while it moves to another (main.tsx sets it). */
let renderedPath: () => string | null = () => null;

/** For the app's entry: how to read the path of the screen on show (the router's resolved location, when idle). */
export function setRenderedPath(read: () => string | null): void {
  renderedPath = read;
}

/** Keeps what #root shows now as the last screen of the current path, if it is one to keep. */
export async function saveScreenSnapshot(): Promise<void> {
  const path = window.location.pathname;
  if (!SNAPSHOT_PATHS.has(path) || window.location.search !== "" || typeof caches === "undefined") return;
  const root = document.getElementById("root");
  if (!root || root.hasAttribute("inert")) return;
  if (root.querySelector(".fullscreen-loading, .boot-loading, .refreshing-notice, .offline-notice")) return;
  // The screen of this path, not the last one while the router is still moving to it.
  if (renderedPath() !== path) return;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const toast of copy.querySelectorAll(".toaster > *")) toast.remove();
  for (const open of copy.querySelectorAll("details[open], dialog[open]")) open.removeAttribute("open");
  const cache = await caches.open(SNAPSHOT_CACHE);
  await cache.put(
    path,
    new Response(copy.innerHTML, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "X-Lionart-Lang": document.documentElement.lang,
        "X-Lionart-Saved-At": String(Date.now()),
      },
    }),
  );
}

/** Deletes every kept screen: the figures on them are no longer this device's to show. */
export async function deleteScreenSnapshots(): Promise<void> {
  if (typeof caches !== "undefined") await caches.delete(SNAPSHOT_CACHE);
}
