/**
 * The providers the money routes and the cron use, built once per isolate from the Worker's
 * variables and secrets (config.ts), and which one new payments go through: pawaPay when it
 * is configured, else Notch Pay (docs/product-rules.md#automatic-rails, RAIL-1). `railsOf`
 * pairs them with the database for the services (services/payments/).
 *
 * Worker tests run the provider simulator in-process (worker/test/payments-simulator.ts) and
 * route the adapters' HTTP calls to it with `routeProviderCallsForTests`; nothing else
 * changes between a test and production.
 */
import type { Env } from "../env";
import type { PaymentCheck } from "../services/payments/check-messages";
import { type PaymentProviders, paymentProviders } from "./config";
import type { AdapterOptions, PaymentProvider, ProviderName } from "./provider";

/** What the rails' services need: the database, the configured providers and, deployed, the checks' queue. */
export interface Rails {
  db: D1Database;
  providers: PaymentProviders;
  /** Where a payment's next status check is sent (services/payments/payment-checks.ts); none in the inline poller. */
  checks?: Queue<PaymentCheck>;
}

/**
 * The rails of this Worker: its database, its configured providers (`providersFor`) and its
 * checks' queue (none when `PAYMENT_CHECKS_DELAYED` is "off", the worker tests' default).
 */
export function railsOf(env: Env): Rails {
  const checks = env.PAYMENT_CHECKS_DELAYED === "off" ? undefined : env.PAYMENT_CHECK_QUEUE;
  return { db: env.DB, providers: providersFor(env), checks };
}

let testFetch: AdapterOptions["fetch"] | undefined;
let cache: { key: string; providers: PaymentProviders } | null = null;

/** Each provider's own settings: one provider's configuration error leaves the other usable. */
const PAWAPAY_VARS = ["PAWAPAY_BASE_URL", "PAWAPAY_API_TOKEN"] as const;
const NOTCHPAY_VARS = ["NOTCHPAY_BASE_URL", "NOTCHPAY_PUBLIC_KEY", "NOTCHPAY_PRIVATE_KEY", "NOTCHPAY_HASH_KEY"] as const;

/**
 * The configured providers (an empty object when none is). A half-configured provider (or an
 * invalid shared setting) is left out with its configuration error logged, so it counts as not
 * configured (deposits 503 `provider_unavailable`, RAIL-1) and never takes down the other
 * provider, the manual path or the crons.
 */
export function providersFor(env: Env): PaymentProviders {
  const key = [...PAWAPAY_VARS, ...NOTCHPAY_VARS, "PAYMENTS_HTTP_TIMEOUT_MS" as const, "APP_ENV" as const]
    .map((name) => env[name] ?? "")
    .concat(testFetch ? "t" : "")
    .join("|");
  if (cache?.key !== key) {
    const options = testFetch ? { fetch: testFetch } : {};
    const only = (keep: readonly string[], drop: readonly string[]): PaymentProviders => {
      const own = { ...env, ...Object.fromEntries(drop.map((name) => [name, undefined])) };
      try {
        return paymentProviders(own, options);
      } catch (err) {
        console.error(`payment provider left out (${keep[0]}…): ${err instanceof Error ? err.message : String(err)}`);
        return {};
      }
    };
    cache = { key, providers: { ...only(PAWAPAY_VARS, NOTCHPAY_VARS), ...only(NOTCHPAY_VARS, PAWAPAY_VARS) } };
  }
  return cache.providers;
}

/** The provider new payments use, or null when none is configured. */
export function railProvider(providers: PaymentProviders): PaymentProvider | null {
  return providers.pawapay ?? providers.notchpay ?? null;
}

/** The adapter of `name`, or null when it is not configured any more. */
export function providerNamed(providers: PaymentProviders, name: ProviderName): PaymentProvider | null {
  return providers[name] ?? null;
}

/** Tests only: send the adapters' HTTP calls to `fetch` (the in-process simulator); `undefined` restores the network. */
export function routeProviderCallsForTests(fetch: AdapterOptions["fetch"] | undefined): void {
  testFetch = fetch;
  cache = null;
}
