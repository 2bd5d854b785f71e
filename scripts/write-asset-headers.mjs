/**
 * Writes dist/_headers so that the static files (served by Workers assets without the
 * Worker) carry the same security headers as the API, from schema/src/security-headers.ts.
 * Run by `npm run build` after both apps are built.
 */
import { writeFileSync } from "node:fs";
import { build } from "esbuild";

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
writeFileSync("dist/_headers", ["/*", ...lines, ""].join("\n"));
writeFileSync("dist/.assetsignore", ".vite\n_headers\n.assetsignore\n");
console.log("wrote dist/_headers");
