/** The client's address as Cloudflare reports it ("local" under tests without the header). */
import type { Context } from "hono";

export function clientAddress(c: Context): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}
