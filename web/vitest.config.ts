/**
 * Unit tests of the shared front-end code (money text, the API client's errors) in
 * plain node: no browser, no DOM.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The test files share one module graph (no re-import of the catalogs and the Lingui
  // runtime per file): half the time. No test may leave global state behind; they pass in
  // a shuffled order (vitest --sequence.shuffle.files).
  test: { environment: "node", include: ["src/**/*.test.ts"], isolate: false },
});
