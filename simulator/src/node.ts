/**
 * The simulator as a local server (development only), started by `npm start`
 * (scripts/start.mjs bundles this file with esbuild and runs it with node).
 *
 * Environment: SIMULATOR_PORT (8789), SIMULATOR_CALLBACK_BASE_URL
 * (http://127.0.0.1:8787/api/payments), PAWAPAY_API_TOKEN, NOTCHPAY_PUBLIC_KEY,
 * NOTCHPAY_PRIVATE_KEY, NOTCHPAY_HASH_KEY (default: the development values of
 * .dev.vars.example). Listens on 127.0.0.1 only; its clock follows real time.
 */
import { serve } from "@hono/node-server";
import { createSimulator } from "./index";

const port = Number(process.env.SIMULATOR_PORT ?? 8789);
const callbackBaseUrl = process.env.SIMULATOR_CALLBACK_BASE_URL ?? "http://127.0.0.1:8787/api/payments";

const simulator = await createSimulator({
  clock: "wall",
  callbackBaseUrl,
  pawapayApiToken: process.env.PAWAPAY_API_TOKEN,
  notchpayPublicKey: process.env.NOTCHPAY_PUBLIC_KEY,
  notchpayPrivateKey: process.env.NOTCHPAY_PRIVATE_KEY,
  notchpayHashKey: process.env.NOTCHPAY_HASH_KEY,
  maxHangMs: 120_000,
});

serve({ fetch: simulator.fetch, port, hostname: "127.0.0.1" }, () => {
  console.log(
    `Payment simulator (pawaPay v2, Notch Pay) on http://127.0.0.1:${port}, callbacks to ${callbackBaseUrl}/{provider}/callback`,
  );
});

// Deliver callbacks as their time comes; a failed delivery is retried (see engine.ts).
setInterval(() => {
  simulator.tick().catch((err) => console.error("simulator tick failed", err));
}, 500);
