/**
 * Builds the investors' PWA into ../dist, the Worker's assets folder (stack-notes.md).
 * The admin SPA is built afterwards into ../dist/admin, so the service worker must never
 * answer /admin, /api or /__scheduled navigations.
 */
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { VitePWA } from "vite-plugin-pwa";

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui(),
    optimizeLocales.vite({ locales: ["en", "fr"] }),
    VitePWA({
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
        globIgnores: ["admin/**", ".vite/**"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/admin/, /^\/api/, /^\/__scheduled/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    manifest: true,
    target: "es2020",
  },
});
