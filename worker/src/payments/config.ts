/**
 * Payment providers built from Worker variables and secrets (wrangler.toml [vars], .dev.vars
 * locally, `wrangler secret put` in production). A provider is returned only when all of its
 * settings are present; a half-configured one is a configuration error (TypeError).
 */
import { createNotchPayAdapter } from "./notchpay/adapter";
import { createPawaPayAdapter, type PawaPayAdapter } from "./pawapay/adapter";
import type { AdapterOptions, PaymentProvider } from "./provider";

/** The variables read here. Secrets: the token and keys. Base URLs are plain variables. */
export interface PaymentsEnv {
  APP_ENV?: string;
  PAWAPAY_BASE_URL?: string;
  PAWAPAY_API_TOKEN?: string;
  NOTCHPAY_BASE_URL?: string;
  NOTCHPAY_PUBLIC_KEY?: string;
  NOTCHPAY_PRIVATE_KEY?: string;
  NOTCHPAY_HASH_KEY?: string;
  /** Per HTTP call to a provider, ms (default 10,000). */
  PAYMENTS_HTTP_TIMEOUT_MS?: string;
}

export interface PaymentProviders {
  pawapay?: PawaPayAdapter;
  notchpay?: PaymentProvider;
}

/**
 * Builds the configured providers. Throws TypeError when a provider is half configured, or when
 * a base URL is not https (plain http is allowed only to a loopback simulator outside production).
 */
export function paymentProviders(env: PaymentsEnv, options: AdapterOptions = {}): PaymentProviders {
  const timeoutMs = env.PAYMENTS_HTTP_TIMEOUT_MS ? Number(env.PAYMENTS_HTTP_TIMEOUT_MS) : undefined;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new TypeError("PAYMENTS_HTTP_TIMEOUT_MS must be a whole number of milliseconds > 0");
  }
  const shared: AdapterOptions = { timeoutMs, ...options };
  const out: PaymentProviders = {};
  if (anySet(env.PAWAPAY_BASE_URL, env.PAWAPAY_API_TOKEN)) {
    out.pawapay = createPawaPayAdapter({
      ...shared,
      baseUrl: checkedBaseUrl("PAWAPAY_BASE_URL", env.PAWAPAY_BASE_URL, env.APP_ENV),
      apiToken: required("PAWAPAY_API_TOKEN", env.PAWAPAY_API_TOKEN),
    });
  }
  if (anySet(env.NOTCHPAY_BASE_URL, env.NOTCHPAY_PUBLIC_KEY, env.NOTCHPAY_PRIVATE_KEY, env.NOTCHPAY_HASH_KEY)) {
    out.notchpay = createNotchPayAdapter({
      ...shared,
      baseUrl: checkedBaseUrl("NOTCHPAY_BASE_URL", env.NOTCHPAY_BASE_URL, env.APP_ENV),
      publicKey: required("NOTCHPAY_PUBLIC_KEY", env.NOTCHPAY_PUBLIC_KEY),
      privateKey: required("NOTCHPAY_PRIVATE_KEY", env.NOTCHPAY_PRIVATE_KEY),
      hashKey: required("NOTCHPAY_HASH_KEY", env.NOTCHPAY_HASH_KEY),
    });
  }
  return out;
}

const anySet = (...values: (string | undefined)[]) => values.some((v) => v !== undefined && v !== "");

function required(name: string, value: string | undefined): string {
  if (!value) throw new TypeError(`${name} is not set`);
  return value;
}

function checkedBaseUrl(name: string, value: string | undefined, appEnv: string | undefined): string {
  const url = new URL(required(name, value));
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
  if (url.protocol === "https:") return url.toString();
  if (url.protocol === "http:" && loopback && appEnv !== "production") return url.toString();
  throw new TypeError(`${name} must be an https URL (plain http only to a local simulator outside production)`);
}
