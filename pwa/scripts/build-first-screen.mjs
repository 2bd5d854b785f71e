/**
 * Builds src/first-screen/server.tsx for workerd into worker/.generated/first-screen.js: the
 * signed-in routes' first screen, which the Worker renders on a first visit
 * (docs/decisions/0039-first-screen-from-the-worker.md) and imports as `lionart:first-screen`
 * (wrangler.toml `[alias]`, worker/vitest.config.ts). One module with its dynamic imports
 * inlined, react-dom/server's edge build (the `workerd` condition), no assets. Run by
 * `npm run build`; worker/vitest.config.ts runs it when the file is missing.
 *
 *   node pwa/scripts/build-first-screen.mjs
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";

const pwa = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const FIRST_SCREEN_MODULE = path.resolve(pwa, "../worker/.generated/first-screen.js");

/** Writes FIRST_SCREEN_MODULE. */
export async function buildFirstScreen() {
  // Lingui's plugin and macro find pwa/lingui.config.ts from the working directory.
  const cwd = process.cwd();
  process.chdir(pwa);
  try {
    await buildModule();
  } finally {
    process.chdir(cwd);
  }
}

function buildModule() {
  return build({
    configFile: false,
    root: pwa,
    logLevel: "error",
    publicDir: false,
    plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
    ssr: {
      noExternal: true,
      target: "webworker",
      resolve: {
        conditions: ["workerd", "worker", "browser"],
        externalConditions: ["workerd", "worker"],
      },
    },
    build: {
      ssr: "src/first-screen/server.tsx",
      outDir: path.dirname(FIRST_SCREEN_MODULE),
      emptyOutDir: true,
      target: "es2022",
      // Smaller to ship and to parse when a first screen is rendered.
      minify: true,
      rollupOptions: {
        output: { entryFileNames: path.basename(FIRST_SCREEN_MODULE) },
      },
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildFirstScreen();
