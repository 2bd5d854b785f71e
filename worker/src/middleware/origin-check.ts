/**
 * CSRF defence for every state-changing request (docs/product-rules.md#request-safety; OWASP CSRF
 * Prevention Cheat Sheet, "Verifying Origin with standard headers" and Fetch Metadata):
 * a non-GET/HEAD/OPTIONS request is refused with 403 when its Origin is another origin,
 * or when Sec-Fetch-Site says cross-site or same-site. Requests without either header
 * (curl, server-to-server) carry no ambient browser credentials risk and pass; the
 * SameSite=Lax cookie covers old browsers.
 */
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";
import { ApiError } from "../lib/api-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const originCheck = createMiddleware<AppBindings>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("Origin");
    const site = c.req.header("Sec-Fetch-Site");
    const self = new URL(c.req.url).origin;
    const foreignOrigin = origin !== undefined && origin !== self;
    const foreignSite = site !== undefined && site !== "same-origin" && site !== "none";
    if (foreignOrigin || foreignSite) {
      throw new ApiError("forbidden_origin", "Cross-origin requests are not allowed.");
    }
  }
  await next();
});
