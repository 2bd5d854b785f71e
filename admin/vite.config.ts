/**
 * Builds the admin SPA into the Worker's assets folder, served under /admin (the Worker
 * answers every non-file /admin path with this index.html, so the router owns the URLs).
 * File routes are generated from src/routes; react-aria ships only en and fr strings.
 */
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import optimizeLocales from "@react-aria/optimize-locales-plugin";

export default defineConfig({
  base: "/admin/",
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui(),
    optimizeLocales.vite({ locales: ["en", "fr"] }),
  ],
  build: { outDir: "../dist/admin", emptyOutDir: true },
});
