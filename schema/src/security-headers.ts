/**
 * The security headers of every response (OWASP Secure Headers Project): the Worker adds
 * them to API responses, and the build writes them to dist/_headers for the static
 * PWA and admin files, so documents carry the same CSP (no inline scripts) as the API.
 */
/**
 * Cloudflare Turnstile, the sign-in challenge (docs/product-rules.md#rate-limits, AUTH-11): its
 * widget script and the frame it renders, loaded only when a challenge is due.
 */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * The policy, allowing the challenge widget from `challengeOrigins` (Cloudflare's; the Worker
 * adds the local stand-in's when TURNSTILE_SCRIPT_URL points elsewhere).
 */
export function contentSecurityPolicy(challengeOrigins: readonly string[] = [TURNSTILE_ORIGIN]): string {
  const origins = challengeOrigins.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}`,
    `frame-src 'self' ${origins}`,
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
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Sent only over https: browsers ignore it on http, and localhost must stay usable. */
export const HSTS = "max-age=63072000; includeSubDomains";
