/** Lingui catalogs of the admin SPA: en (source) and fr, as .po files loaded by the vite plugin. */
import { defineConfig } from "@lingui/cli";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr"],
  fallbackLocales: { default: "en" },
  catalogs: [{ path: "<rootDir>/src/locales/{locale}/messages", include: ["src", "../web/src"] }],
});
