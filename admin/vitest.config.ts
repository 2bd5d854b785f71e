/**
 * Unit tests of front-end logic (money, form rules, labels, messages by code) in plain
 * node: no browser, no DOM. Lingui macros are compiled as in the build, and .po
 * catalogs are imported through the Lingui plugin, so a test reads real en and fr texts.
 */
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";

export default defineConfig({
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
  // The test files share one module graph (no re-import of the catalogs and the Lingui
  // runtime per file): half the time. No test may leave global state behind; they pass in
  // a shuffled order (vitest --sequence.shuffle.files).
  test: { environment: "node", include: ["src/**/*.test.ts"], isolate: false },
});
