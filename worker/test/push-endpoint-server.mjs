/**
 * Serves the local push service (push-endpoint.ts) over http for Playwright runs:
 *   PUSH_PORT=8805 node worker/test/push-endpoint-server.mjs
 * Endpoints it hands out are https://127.0.0.1:<PUSH_PORT>/push/<id> (PUSH_ORIGIN overrides):
 * real push services are https and `sendPush` refuses anything else, so the Worker reaches
 * it through `loopbackHttpFetch` (worker/src/push/loopback-fetch.ts) outside production.
 * Control routes (create subscriptions, set a mode, read messages) are in push-endpoint.ts.
 * Bundles the TypeScript with esbuild on start (Node 20 runs no TypeScript); no network.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { build } from "esbuild";

const port = Number(process.env.PUSH_PORT ?? 8805);
const origin = process.env.PUSH_ORIGIN ?? `https://127.0.0.1:${port}`;

const bundled = await build({
  entryPoints: [path.join(import.meta.dirname, "push-endpoint.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  write: false,
  logLevel: "warning",
});
const file = path.join(mkdtempSync(path.join(tmpdir(), "push-endpoint-")), "push-endpoint.mjs");
writeFileSync(file, bundled.outputFiles[0].contents);
const { LocalPushService } = await import(pathToFileURL(file).href);

const service = new LocalPushService(origin);
serve({ fetch: service.app.fetch, hostname: "127.0.0.1", port }, () => {
  console.log(`Local push service on http://127.0.0.1:${port} (endpoints under ${origin}/push/)`);
});
