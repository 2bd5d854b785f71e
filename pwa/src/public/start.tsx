/**
 * Starts the public pages' app, /login and /terms (docs/decisions/0038-public-pages-entry.md):
 * React, the catalog and these pages alone, with no router and no query client. The page
 * arrives prerendered (prerender.tsx) and /boot.js starts this after its first paint; it
 * hydrates the prerender when it matches (the same path and language, no search) and
 * otherwise renders afresh, keeping what the reader typed. Someone signed in already goes
 * to the app; signing in or registering goes there by a page load (features/auth/enter-app.ts).
 * In the chunk of the public pages' first modules (vite.config.ts), so the entry itself
 * (main.tsx) is a line: one chunk less to download and unpack.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { showToastFromLastPage } from "@app/web/toast-store";
import { activateLocale } from "../lib/i18n";
import { useLanguageStore } from "../lib/language-store";
import { registerServiceWorkerOnceUsed } from "../lib/start-service-worker";
import { currentUser } from "../features/auth/api/current-user";
import { publicSettings } from "../features/settings/api/public-settings";
import { readPublicLocation } from "./location";
import { loadPage } from "./pages";
import { PublicTree } from "./public-app";

/** Hydrates or renders the public page this document is, once; see above. */
export function startPublicPage(): void {
  const location = readPublicLocation(window.location.pathname, window.location.search);
  const rootElement = document.getElementById("root")!;
  const prerendered = rootElement.dataset.prerendered;
  const locale = useLanguageStore.getState().locale;
  // The prerender is hydrated when it is this page in the reader's language, with no search
  // (a `?ref=` or `?ended=` renders differently); otherwise it is rendered afresh, and the
  // code that keeps what the reader typed meanwhile (lib/typed-values.ts) loads alongside.
  const hydrates =
    prerendered === window.location.pathname && window.location.search === "" && rootElement.dataset.locale === locale;
  const typedValues = prerendered && !hydrates ? import("../lib/typed-values") : undefined;

  // The settings (support links, the operator) start with the catalog, not after the render.
  publicSettings.load();
  // Signed in already (the session cookie is still good): the app, not the login form. On
  // /terms the top bar leads back to the account instead (public-top-bar.tsx).
  if (location.page === "login") {
    currentUser.loaded().then(
      (user) => {
        if (user) window.location.replace("/dashboard");
      },
      () => {
        // No answer: the page stays; signing in says what went wrong.
      },
    );
  }

  void Promise.all([
    // A `?ref=` link opens the register tab: its form comes with the page.
    loadPage(location, { registerForm: location.referralCode !== undefined }),
    activateLocale(locale),
    location.page === "terms" ? import("../lib/content-catalog").then((m) => m.ensureContentCatalog()) : undefined,
    typedValues?.catch(() => undefined),
  ]).then(([page, , , typed]) => {
    const app = <PublicTree page={page} />;
    if (hydrates) {
      startTransition(() => void hydrateRoot(rootElement, app));
    } else {
      // Replacing the prerendered inputs: what the reader typed meanwhile goes into the new ones.
      const restoreTyped = typed?.keepTypedValues(rootElement);
      const root = createRoot(rootElement);
      startTransition(() => root.render(app));
      restoreTyped?.();
    }
    // "Logged Out" and the like, from the page that sent the reader here.
    showToastFromLastPage();
    // The service worker and its precache wait until the reader uses the page.
    registerServiceWorkerOnceUsed();
  });
}
