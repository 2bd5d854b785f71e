/**
 * The Notch Pay API connection an adapter's calls share (https://developer.notchpay.co):
 * the base URL, the public key on every call and the private key (`X-Grant`) on transfer
 * calls, and the list endpoint's pages. Configuration errors throw TypeError at once.
 */
import { callProvider, type HttpOutcome } from "../http";
import type { AdapterOptions, Direction } from "../provider";

export interface NotchPayConfig extends AdapterOptions {
  /** https://api.notchpay.co (test and live keys share it) or the local simulator. */
  baseUrl: string;
  /** `Authorization` header of every call (pk_test_… or pk_live_…). */
  publicKey: string;
  /** `X-Grant` header of transfer calls. */
  privateKey: string;
  /** Webhook hash key for `x-notch-signature`. */
  hashKey: string;
}

/** The calls every Notch Pay operation makes. */
export interface NotchPayClient {
  config: NotchPayConfig;
  post(direction: Direction, url: string, body: unknown): Promise<HttpOutcome>;
  get(direction: Direction, url: string): Promise<HttpOutcome>;
  /** One page of the list endpoint; `search` finds a payment by reference. */
  listPage(direction: Direction, params: Record<string, string>): Promise<HttpOutcome>;
}

/** The client of `config`; raises TypeError without a base URL, a public key or a hash key. */
export function notchPayClient(config: NotchPayConfig): NotchPayClient {
  if (!config.baseUrl || !config.publicKey || !config.hashKey)
    throw new TypeError("Notch Pay needs a base URL, a public key and a hash key");
  const base = config.baseUrl.replace(/\/+$/, "");
  const headers = (direction: Direction): Record<string, string> => ({
    Authorization: config.publicKey,
    Accept: "application/json",
    "Content-Type": "application/json",
    ...(direction === "payout" ? { "X-Grant": config.privateKey } : {}),
  });
  const get = (direction: Direction, url: string) => callProvider(`${base}${url}`, { headers: headers(direction) }, config);
  return {
    config,
    post: (direction, url, body) =>
      callProvider(`${base}${url}`, { method: "POST", headers: headers(direction), body: JSON.stringify(body) }, config),
    get,
    listPage: (direction, params) =>
      get(direction, `/${resourceOf(direction)}?${new URLSearchParams({ limit: "100", ...params })}`),
  };
}

/** The resource of a direction: `payments` (deposits) or `transfers` (payouts). */
export const resourceOf = (direction: Direction) => (direction === "deposit" ? "payments" : "transfers");
/** The key a single record comes under: `transaction` or `transfer`. */
export const wrapperOf = (direction: Direction) => (direction === "deposit" ? "transaction" : "transfer");
