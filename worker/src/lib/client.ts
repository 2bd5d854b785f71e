/**
 * The client's address, as Cloudflare reports it in CF-Connecting-IP, and the key every
 * per-address limit counts it under (docs/product-rules.md#rate-limits).
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
