/**
 * Writes dist/_headers so that the static files (served by Workers assets without the
 * Worker) carry the same security headers as the API, from schema/src/security-headers.ts,
 * and each signed-in screen's page starts, with the HTML, what its first render waits for
 * (docs/ARCHITECTURE.md#preloads): the session check, the screen's first read and its code
 * chunks, as preload Link headers. Run by `npm run build` after both apps are built.
 */
import { writeFileSync } from "node:fs";
import { build } from "esbuild";
import { ROUTES, readManifest, routeChunks } from "./route-chunks.mjs";

const out = await build({
  entryPoints: ["schema/src/security-headers.ts"],
  bundle: true,
  format: "esm",
  write: false,
  logLevel: "warning",
});
const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
const lines = Object.entries(mod.SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
// Browsers ignore HSTS received over http, so sending it always means "over https".
lines.push(`  Strict-Transport-Security: ${mod.HSTS}`);

// A service worker answers later visits from its cache, without these headers: they serve
// the first visit, where every round trip on 3G counts.
const manifest = readManifest("dist");
const preloads = Object.entries(ROUTES)
  .filter(([, route]) => route.session)
  .flatMap(([path, route]) => {
    const chunks = routeChunks(manifest, path);
    const links = [
      // The session check and the route's `reads`, which main.tsx reads at start on these
      // paths, signed in or not. A preloaded answer must be used at once: one left unused
      // would answer a later read of the same URL, stale (after signing in, the old 401).
      // fetch() with same-origin credentials, as the app's API client sends it: `crossorigin`.
      ...["/api/auth/user", ...(route.reads ?? [])].map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`),
      ...chunks.map((key) => `</${manifest[key].file}>; rel=modulepreload`),
      ...[...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].map(
        (file) => `</${file}>; rel=preload; as=style; crossorigin`,
      ),
    ];
    return [path, ...links.map((link) => `  Link: ${link}`)];
  });
writeFileSync("dist/_headers", ["/*", ...lines, ...preloads, ""].join("\n"));
writeFileSync("dist/.assetsignore", ".vite\n_headers\n.assetsignore\n");
console.log("wrote dist/_headers");
