/**
 * Starts the service worker from the two entries (main.tsx and public/main.tsx), never from a
 * module the build-time prerender renders: its registration module is the PWA plugin's
 * virtual module, which only the browser build has.
 */
import { whenIdle } from "./after-first-screen";
/**
 * Registers the service worker, and with it the precache's downloads, once the page has
 * loaded and the phone is idle (at most 5 s later): both entries (main.tsx and
 * public/main.tsx) call it after their first render. A page started after its load
 * (the public pages start after the paint, through /boot.js) registers at the next idle moment.
 */
export function registerServiceWorkerWhenIdle(): void {
  const register = () => void import("./register-service-worker").then((m) => m.registerServiceWorker());
  const registerWhenIdle = () => whenIdle(register, 5000);
  if (document.readyState === "complete") registerWhenIdle();
  else window.addEventListener("load", registerWhenIdle, { once: true });
}

/**
 * For the public pages: the service worker, whose precache is the whole signed-in app (about
 * 240 kB of gzip), starts only once the reader uses the page (the first focus of a field, a
 * tab, a link or the language menu), or at once where one is installed already (its update
 * check). A visitor who only reads /login or /terms downloads these pages alone: on their
 * data plan every kilobyte counts (issue 22). Anyone who signs in has focused a field.
 */
export function registerServiceWorkerOnceUsed(): void {
  // A reader already in a field (a focus before the app started) is using the page.
  const inUse = document.activeElement !== null && document.activeElement !== document.body;
  if (navigator.serviceWorker?.controller || inUse) {
    registerServiceWorkerWhenIdle();
    return;
  }
  const start = () => {
    document.removeEventListener("focusin", start);
    registerServiceWorkerWhenIdle();
  };
  document.addEventListener("focusin", start);
}
