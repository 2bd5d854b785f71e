/**
 * Security headers on every response the Worker makes (schema/src/security-headers.ts),
 * HSTS when the request came over https, and no caching of API answers.
 */
import { createMiddleware } from "hono/factory";
import { HSTS, SECURITY_HEADERS } from "@app/schema/security-headers";
import type { AppBindings } from "../env";

export const securityHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  const h = c.res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) h.set(name, value);
  if (new URL(c.req.url).protocol === "https:") h.set("Strict-Transport-Security", HSTS);
  if (c.req.path.startsWith("/api/")) h.set("Cache-Control", "no-store");
});
