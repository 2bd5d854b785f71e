/**
 * The client's address, as Cloudflare reports it in CF-Connecting-IP, and the keys every
 * per-address limit counts it under (docs/product-rules.md#rate-limits): its address or /64,
 * and for IPv6 its /48 too, under a looser limit.
 */
import type { Context } from "hono";
import ipaddr from "ipaddr.js";

/** The address as Cloudflare reports it ("local" under tests without the header). */
export function clientAddress(c: Context): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}

/** The key of a request's client for per-address limits: `addressKey` of its CF-Connecting-IP. */
export function clientAddressKey(c: Context): string {
  return addressKey(c.req.header("CF-Connecting-IP"));
}

/** The wider key of a request's client for the looser per-/48 limits: `wideAddressKey` of its CF-Connecting-IP. */
export function clientWideAddressKey(c: Context): string | null {
  return wideAddressKey(c.req.header("CF-Connecting-IP"));
}

/**
 * The /48 an IPv6 address belongs to ("2001:db8:1::/48"), for the looser limit beside the
 * /64's: a home line often gets a /56 or a /48, 256 or 65,536 /64s to rotate through
 * (RFC 6177), so the /64 limit alone would not hold it (docs/product-rules.md#rate-limits).
 * Null for an IPv4 (or IPv4-mapped) address, no header, or garbage: their one key is `addressKey`.
 */
export function wideAddressKey(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (text === undefined || !ipaddr.IPv6.isValid(text)) return null;
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return null;
  return `${new ipaddr.IPv6([...address.parts.slice(0, 3), 0, 0, 0, 0, 0]).toRFC5952String()}/48`;
}

/**
 * The limits of a per-address count named `prefix` for the request's client: `max` on its
 * address (or /64), and for IPv6 `maxWide` on its /48 (docs/product-rules.md#rate-limits).
 */
export function clientAddressLimits(c: Context, prefix: string, max: number, maxWide: number): { key: string; max: number }[] {
  const wide = clientWideAddressKey(c);
  return [{ key: `${prefix}:${clientAddressKey(c)}`, max }, ...(wide ? [{ key: `${prefix}:${wide}`, max: maxWide }] : [])];
}

/**
 * The network an address belongs to, for per-address limits: an IPv4 address as itself
 * ("203.0.113.5"), an IPv6 address as its /64 ("2001:db8:1:2::/64"), since one subscriber
 * line gets a whole /64 and could rotate through it (RFC 6177; OWASP Credential Stuffing
 * Prevention), an IPv4-mapped IPv6 address as its IPv4 address. A zone id is dropped.
 * No header gives "local" (tests, `wrangler dev`); anything else unparsable gives "unknown",
 * one shared key, so varying garbage cannot escape a limit. Never throws.
 */
export function addressKey(raw: string | undefined): string {
  if (raw === undefined) return "local";
  const text = raw.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return "unknown";
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`;
}
