/**
 * Unit tests of the shared front-end code (money text, the API client's errors) in
 * plain node: no browser, no DOM.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { environment: "node", include: ["src/**/*.test.ts"] },
});
