/**
 * @app/simulator: a local pawaPay v2 + Notch Pay stand-in for development and worker tests, and
 * a Cloudflare Turnstile stand-in for the sign-in challenge (turnstile-routes.ts).
 * It answers the provider paths the adapters in worker/src/payments use, decides each
 * payment's fate from the pawaPay sandbox's Cameroon test numbers or from control rules, and
 * delivers signed callbacks to `${callbackBaseUrl}/{pawapay|notchpay}/callback` through
 * `deliver` (default `fetch`; worker tests pass one that calls SELF.fetch or records).
 *
 * Two ways to run it: in-process (workerd or node) with `createSimulator(...).fetch`, and as a
 * node server (src/node.ts) that `npm start` launches on SIMULATOR_PORT.
 */
import { Hono } from "hono";
import { controlRoutes } from "./control-routes";
import { type Deliver, Engine } from "./engine";
import { DEV_CREDENTIALS, type Rule } from "./model";
import { notchpayRoutes } from "./notchpay-routes";
import { pawapayRoutes } from "./pawapay-routes";
import { createCallbackSigner } from "./signing";
import { turnstileRoutes } from "./turnstile-routes";

export type { Behaviour, Rule, SimDirection, SimPayment, SimProvider } from "./model";
export type { Deliver, Delivery } from "./engine";
export { DEV_CREDENTIALS, TEST_NUMBERS } from "./model";
export { SIMULATOR_KEY_ID } from "./signing";
export { TURNSTILE_TEST_KEYS, siteverifyVerdict, turnstileRoutes } from "./turnstile-routes";

export interface SimulatorOptions {
  /** `manual`: time moves only with `advance` (tests). `wall`: real time plus what was advanced. Default manual. */
  clock?: "manual" | "wall";
  /** e.g. http://127.0.0.1:8787/api/payments; callbacks go to `${base}/pawapay/callback` and `${base}/notchpay/callback`. */
  callbackBaseUrl: string;
  deliver?: Deliver;
  pawapayApiToken?: string;
  notchpayPublicKey?: string;
  notchpayPrivateKey?: string;
  notchpayHashKey?: string;
  /** Longest a "timeout" answer is held when the client never aborts (the node server sets it). */
  maxHangMs?: number;
}

export interface Simulator {
  fetch: (request: Request) => Promise<Response>;
  engine: Engine;
  /** The PEM public key that verifies its pawaPay callbacks (also served at GET /v2/public-key/http). */
  publicKeyPem: string;
  advance(seconds: number): Promise<void>;
  tick(): Promise<void>;
  addRule(rule: Rule): void;
  reset(): void;
}

/** Builds a simulator with fresh signing keys. */
export async function createSimulator(options: SimulatorOptions): Promise<Simulator> {
  const hashKey = options.notchpayHashKey ?? DEV_CREDENTIALS.notchpayHashKey;
  const signer = await createCallbackSigner(hashKey);
  const engine = new Engine({
    clock: options.clock ?? "manual",
    callbackBaseUrl: options.callbackBaseUrl,
    deliver: options.deliver ?? ((request) => fetch(request)),
    signer,
  });
  const app = new Hono();
  app.route("/__control", controlRoutes(engine));
  // The Turnstile stand-in (widget script and siteverify) for the sign-in challenge.
  app.route("/", turnstileRoutes());
  app.route(
    "/",
    pawapayRoutes(engine, {
      apiToken: options.pawapayApiToken ?? DEV_CREDENTIALS.pawapayApiToken,
      publicKeyPem: signer.publicKeyPem,
      maxHangMs: options.maxHangMs,
    }),
  );
  app.route(
    "/",
    notchpayRoutes(engine, {
      publicKey: options.notchpayPublicKey ?? DEV_CREDENTIALS.notchpayPublicKey,
      privateKey: options.notchpayPrivateKey ?? DEV_CREDENTIALS.notchpayPrivateKey,
      maxHangMs: options.maxHangMs,
    }),
  );
  return {
    fetch: async (request) => app.fetch(request),
    engine,
    publicKeyPem: signer.publicKeyPem,
    advance: (seconds) => engine.advance(seconds),
    tick: () => engine.tick(),
    addRule: (rule) => engine.addRule(rule),
    reset: () => engine.reset(),
  };
}
