/**
 * Security headers on every response the Worker makes (schema/src/security-headers.ts),
 * HSTS when the request came over https, and no caching of API answers.
 */
import { createMiddleware } from "hono/factory";
import { HSTS, SECURITY_HEADERS, TURNSTILE_ORIGIN, contentSecurityPolicy } from "@app/schema/security-headers";
import type { AppBindings, Env } from "../env";

/**
 * The CSP for the configured challenge widget: Cloudflare's as built, plus the origin of
 * TURNSTILE_SCRIPT_URL when it points elsewhere (the local stand-in, lib/turnstile.ts).
 */
function policyFor(env: Env): string | null {
  try {
    const origin = env.TURNSTILE_SCRIPT_URL ? new URL(env.TURNSTILE_SCRIPT_URL).origin : TURNSTILE_ORIGIN;
    return origin === TURNSTILE_ORIGIN ? null : contentSecurityPolicy([TURNSTILE_ORIGIN, origin]);
  } catch {
    return null;
  }
}

export const securityHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  const h = c.res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) h.set(name, value);
  const policy = policyFor(c.env);
  if (policy) h.set("Content-Security-Policy", policy);
  if (new URL(c.req.url).protocol === "https:") h.set("Strict-Transport-Security", HSTS);
  if (c.req.path.startsWith("/api/")) h.set("Cache-Control", "no-store");
});
