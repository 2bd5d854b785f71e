/**
 * Builds the investors' PWA into ../dist, the Worker's assets folder
 * (docs/decisions/0019-one-worker-serves-api-and-apps.md). The admin SPA is built
 * afterwards into ../dist/admin, so the service worker must never answer /admin, /api or
 * /__scheduled navigations.
 */
import { defineConfig, minifySync, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { VitePWA } from "vite-plugin-pwa";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * index.html paints a static brand bar before any JavaScript runs. Module scripts never
 * block rendering, so they are fetched after the stylesheet (fetchpriority=low): the bar
 * shows as soon as HTML and CSS arrive, and Lighthouse's model sees the same.
 */
function scriptsAfterStyles(): Plugin {
  return {
    name: "lionart:scripts-after-styles",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
    },
  };
}

/**
 * Preloads the default (en) `messages` catalog next to the entry, so the first paint does
 * not wait for a request that only starts once the entry has run (one round trip less on
 * a slow network; French readers fetch their 2.3 kB catalog as before).
 */
/**
 * Prerenders /login and /terms (scripts/prerender.mjs, which reads the written shell and
 * manifest) once the bundle is written and before the service worker is generated
 * (`closeBundleOrder: "post"` below), so the precache holds the prerendered pages and a
 * repeat visit is served them (public/prerendered-sw.js; issue 22).
 */
function prerenderBeforeServiceWorker(): Plugin {
  return {
    name: "lionart-prerender",
    apply: "build",
    closeBundle: {
      sequential: true,
      order: "pre",
      handler: () => {
        // /boot.js is the one script the public pages load before their first paint: it
        // ships minified (1.5 kB gzip as written, 0.8 kB minified), before the service
        // worker's precache takes its revision.
        const boot = path.resolve(import.meta.dirname, "../dist/boot.js");
        writeFileSync(boot, minifySync("boot.js", readFileSync(boot, "utf8")).code);
        execFileSync(process.execPath, ["scripts/prerender.mjs"], { cwd: import.meta.dirname, stdio: "inherit" });
      },
    },
  };
}

/**
 * The public pages' shell is index.html (its head, brand bar and busy sign) with the public
 * entry's script instead of the signed-in app's, and without its early reads: one definition of the page around both
 * apps (docs/decisions/0038-public-pages-entry.md).
 */
function publicPagesShell(): Plugin {
  return {
    name: "lionart:public-pages-shell",
    transformIndexHtml: {
      order: "pre",
      handler: (html, ctx) => {
        if (!ctx.filename.endsWith("public-pages.html")) return html;
        const shell = readFileSync(path.resolve(import.meta.dirname, "index.html"), "utf8");
        const entry = '<script type="module" src="/src/main.tsx"></script>';
        if (!shell.includes(entry)) throw new Error("index.html no longer loads /src/main.tsx");
        // The signed-in app's early reads (public/early-reads.js) are not the public pages'.
        const earlyReads = /\s*<!-- Starts the session check[^>]*-->\s*<script src="\/early-reads\.js" async><\/script>/;
        if (!earlyReads.test(shell)) throw new Error("index.html no longer loads /early-reads.js as expected");
        return shell.replace(earlyReads, "").replace(entry, '<script type="module" src="/src/public/main.tsx"></script>');
      },
    },
  };
}

function preloadDefaultCatalog(): Plugin {
  return {
    name: "lionart:preload-default-catalog",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, ctx) => {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === "chunk" && c.facadeModuleId?.endsWith("/locales/en/messages.po"),
        );
        if (!chunk) return html;
        const tag = `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk.fileName}">`;
        return html.replace(/(<link rel="stylesheet")/, `${tag}\n    $1`);
      },
    },
  };
}

const SIGNED_IN =
  /\/pwa\/src\/(routes\/_auth(\/[^?]*\?tsr-split=component|\.tsx\?tsr-split=component|\/-components\/)|features\/(home|assistant|dashboard|auth\/components\/suspended-banner|auth\/(api|components)\/change-password|investments\/components\/(live-cards-overview|card-figures|investment-card|card-grid))|components\/ui\/copy-|lib\/(referral-link|refresh-account|payment-failures)|features\/offline\/refresh-failed)|\/web\/src\/(clipboard|use-copy)/;
/** A group's test: whether a module's path (with / on every system) matches `pattern`. */
const byPath = (pattern: RegExp) => (id: string) => pattern.test(id.replaceAll("\\", "/"));

/** The modules of the public pages' first render, outside React and the catalog (see the group below). */
const PUBLIC_FIRST =
  /\/pwa\/src\/(public\/(start|location|pages|public-app)|lib\/(stored-locale|i18n|app-catalog|language-store|public-resource|app-link|after-first-screen|start-service-worker|started-form|load-once)|features\/(auth\/components\/load-form-support|frame\/components\/(public-top-bar|brand|top-bar|footer|frame)|settings\/(api\/public-settings|components\/(support-buttons|community-links|operator-statement))|auth\/(session-ended|api\/current-user))|components\/ui\/(language-select|toaster|text-field|use-lazy-dialog))|\/web\/src\/(early-reads|api-client|api|toast-store|network-error)|\/schema\/src\/(language-cookie|phone)/;
/**
 * The chunks both entries import statically (the groups below), so every page has them
 * before it loads anything lazily.
 */
const ALWAYS_LOADED = /\/(react|rolldown-runtime|public-first)-[^/]+\.js$/;

/** /login's own modules, but for the register form (see the group below). */
const LOGIN_PAGE =
  /\/pwa\/src\/(public\/login-page|features\/auth\/(components\/(welcome-card|login-form|field-texts|phone-field|register-panel|first-visit)|api\/login)|lib\/use-request)\./;
const LAZY =
  /notifications-dialog|wording\.ts|deposit-verification|routes\/_auth\/statement|statement-view|get-dashboard|get-statement|notifications\/push|routes\/_auth\/liabilities|routes\/_auth\/identity/;

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    publicPagesShell(),
    scriptsAfterStyles(),
    preloadDefaultCatalog(),
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui(),
    optimizeLocales.vite({ locales: ["en", "fr"] }),
    prerenderBeforeServiceWorker(),
    VitePWA({
      // After prerenderBeforeServiceWorker: the precache lists the prerendered pages too.
      integration: { closeBundleOrder: "post" },
      strategies: "generateSW",
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg"],
      manifest: {
        name: "LionArt",
        short_name: "LionArt",
        description: "Invest in Tomorrow's Art Today",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#fffaf2",
        theme_color: "#7a3e00",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // push-sw.js shows Web Push notifications; prerendered-sw.js answers /login and /terms
        // with their prerendered pages; screen-snapshot-sw.js answers the main signed-in
        // screens with the last one the app kept (after prerendered-sw.js, whose helpers it
        // uses). The browser keeps imported scripts with the service
        // worker and checks them for updates, so they need no precache entry.
        importScripts: ["/push-sw.js", "/prerendered-sw.js", "/screen-snapshot-sw.js"],
        globIgnores: ["admin/**", ".vite/**", "push-sw.js", "prerendered-sw.js", "screen-snapshot-sw.js"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/admin/, /^\/api/, /^\/__scheduled/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    // Every browser the app supports preloads modules itself: no polyfill in every entry. A
    // lazy chunk's preload list leaves out the chunks every page has loaded before any lazy
    // one (ALWAYS_LOADED): preloading them again does nothing but lengthen the lists. A page's
    // own preloads (hostType "html") keep them all.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    outDir: "../dist",
    emptyOutDir: true,
    manifest: true,
    target: "es2020",
    // Two entries: the signed-in app (index.html) and the public pages' shell
    // (public-pages.html), which scripts/prerender.mjs fills per page and language
    // (docs/decisions/0038-public-pages-entry.md). Libraries the first paint needs in one chunk. Without it rolldown splits what the
    // entry shares with lazy chunks into several small common chunks, which gzip worse
    // (about 2 kB more on /login) and change hash with every app change. Query's
    // hydration module is left out: only the lazy offline cache uses it
    // (src/features/offline/persist.ts).
    rolldownOptions: {
      input: { index: "index.html", public: "public-pages.html" },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the public pages (src/public) and the signed-in app both start on.
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/](core|react)|zustand)[\\/]/,
            },
            {
              // The signed-in app's router and query client: never on the public pages.
              name: "vendor",
              test: /node_modules[\\/]@tanstack[\\/](query-core(?![\\/]build[\\/]modern[\\/]hydration)|react-query|react-router|router-core|history|store|react-store)[\\/]|node_modules[\\/]use-sync-external-store[\\/]/,
            },
            {
              // What the public pages start on besides React, in one chunk (a chunk of each
              // module's own costs /login about 2 kB of gzip): their entry, the frame, the
              // settings and the forms' fields. Shared with the signed-in app, which starts on
              // most of it too. What the forms need once used stays out (load-form-support.ts).
              name: "public-first",
              test: byPath(PUBLIC_FIRST),
            },
            {
              // /login's page, its login form and what its register form shares with it (the
              // register form itself loads when its tab is wanted: register-panel.tsx).
              name: "login-page",
              test: byPath(LOGIN_PAGE),
            },
            {
              name: "signed-in",
              includeDependenciesRecursively: false,
              test: (id: string) => byPath(SIGNED_IN)(id) && !byPath(LAZY)(id),
            },
          ],
        },
      },
    },
  },
});
