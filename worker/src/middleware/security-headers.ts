/**
 * Security headers on every response the Worker makes (OWASP Secure Headers Project):
 * a CSP with no inline scripts, nosniff, frame-ancestors 'none', a strict referrer
 * policy, and HSTS when the request came over https.
 */
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes; no inline <style> is needed otherwise.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  h.set("X-Content-Type-Options", "nosniff");
  h.set("X-Frame-Options", "DENY");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  if (new URL(c.req.url).protocol === "https:") h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  if (c.req.path.startsWith("/api/")) h.set("Cache-Control", "no-store");
});
