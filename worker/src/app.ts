/**
 * The Hono application: middleware order matters.
 * security headers -> body limit -> origin check (CSRF) -> routes -> JSON errors.
 * /admin paths that are not files get the admin SPA's index.html (stack-notes.md).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppBindings } from "./env";
import { ApiError } from "./lib/api-error";
import { securityHeaders } from "./middleware/security-headers";
import { originCheck } from "./middleware/origin-check";
import { requireAdmin } from "./middleware/auth";
import { onError, onNotFound } from "./middleware/errors";
import { authRoutes } from "./routes/auth";
import { adminAuthRoutes } from "./routes/admin-auth";
import { adminUserRoutes } from "./routes/admin-users";
import { settingsRoutes } from "./routes/settings";
import { userRoutes } from "./routes/user";
import { moneyRoutes } from "./routes/money";
import { transparencyRoutes } from "./routes/transparency";
import { adminMoneyRoutes } from "./routes/admin-money";
import { adminOverviewRoutes } from "./routes/admin-overview";
import { devScheduledRoutes } from "./routes/dev-scheduled";

const api = new Hono<AppBindings>()
  .use(
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => {
        throw new ApiError("payload_too_large", "The request body is too large.");
      },
    }),
  )
  .use(originCheck)
  .route("/auth", authRoutes)
  .route("/user", userRoutes)
  .route("/settings", settingsRoutes)
  .route("/transparency", transparencyRoutes)
  .route("/admin", adminAuthRoutes)
  .use("/admin/*", requireAdmin)
  .route("/admin", adminUserRoutes)
  .route("/admin", adminMoneyRoutes)
  .route("/admin", adminOverviewRoutes)
  // Last: its requireUser must not shadow the routes above.
  .route("/", moneyRoutes);

export const app = new Hono<AppBindings>()
  .use(securityHeaders)
  .route("/api", api)
  .route("/__scheduled", devScheduledRoutes)
  .get("/admin", (c) => c.redirect("/admin/", 301))
  .get("/admin/*", async (c) => {
    // Files are served as they are; every other /admin path is the admin SPA's page
    // (the assets' own SPA fallback would answer with the PWA's index.html).
    const isFile = /\.[a-z0-9]+$/i.test(c.req.path) && !c.req.path.endsWith(".html");
    const url = new URL(isFile ? c.req.path : "/admin/", c.req.url);
    const res = await c.env.ASSETS.fetch(new Request(url, { headers: c.req.raw.headers }));
    // A copy, because the assets' response headers are immutable and ours are added after.
    return new Response(res.body, res);
  });

app.onError(onError);
app.notFound(onNotFound);

export type AppType = typeof app;
