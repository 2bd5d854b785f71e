/**
 * The pawaPay Merchant API v2 connection an adapter's calls share
 * (https://docs.pawapay.io/v2/api-reference): the base URL, the bearer token's headers and
 * the HTTP options (timeouts, fetch). Configuration errors (no token, no base URL) throw
 * TypeError at once.
 */
import type { AdapterOptions, Direction } from "../provider";

export interface PawaPayConfig extends AdapterOptions {
  /** https://api.sandbox.pawapay.io or https://api.pawapay.io (or the local simulator). */
  baseUrl: string;
  apiToken: string;
  /** Clock for the public-key cache, ms since epoch. */
  now?: () => number;
}

/** What every call to pawaPay needs. */
export interface PawaPayClient {
  base: string;
  headers: Record<string, string>;
  config: PawaPayConfig;
}

/** The client of `config`; raises TypeError without a base URL or a token. */
export function pawaPayClient(config: PawaPayConfig): PawaPayClient {
  if (!config.baseUrl || !config.apiToken) throw new TypeError("pawaPay needs a base URL and an API token");
  return {
    base: config.baseUrl.replace(/\/+$/, ""),
    headers: { Authorization: `Bearer ${config.apiToken}`, "Content-Type": "application/json" },
    config,
  };
}

/** The URL segment of a direction: `deposits` or `payouts`. */
export const resourceOf = (direction: Direction) => (direction === "deposit" ? "deposits" : "payouts");
/** The field that carries our id: `depositId` or `payoutId`. */
export const idField = (direction: Direction) => (direction === "deposit" ? "depositId" : "payoutId");
/** The field of the other party: the `payer` of a deposit, the `recipient` of a payout. */
export const partyField = (direction: Direction) => (direction === "deposit" ? "payer" : "recipient");
