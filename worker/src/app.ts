/**
 * The Hono application: middleware order matters.
 * security headers -> body limit -> origin check (CSRF) -> routes -> JSON errors.
 * /admin paths that are not files get the admin SPA's index.html. The signed-in screens of a
 * first visit are added by the entry (index.ts, first-screen/routes.ts).
 */
import { adminApprovalRoutes } from "./routes/approvals";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppBindings } from "./env";
import { ApiError } from "./lib/api-error";
import { readerLanguage } from "./middleware/reader-language";
import { securityHeaders } from "./middleware/security-headers";
import { originCheck } from "./middleware/origin-check";
import { d1Sessions } from "./middleware/d1-session";
import { onError, onNotFound } from "./middleware/errors";
import { adminAccountRoutes } from "./routes/admins";
import { adminAuthRoutes, authRoutes } from "./routes/auth";
import { adminDepositRoutes, depositRoutes } from "./routes/deposits";
import { adminInvestmentRoutes, investmentRoutes } from "./routes/investments";
import { adminAnnouncementRoutes, notificationRoutes } from "./routes/notifications";
import { adminViewRoutes } from "./routes/operator-views";
import { liabilityRoutes } from "./routes/liabilities";
import { adminReserveRoutes, transparencyRoutes } from "./routes/reserve";
import { adminFlagRoutes } from "./routes/flags";
import { adminSuspenseRoutes } from "./routes/suspense";
import { adminOperationsRoutes, healthRoutes } from "./routes/operations";
import { adminVerificationRoutes, verificationRoutes } from "./routes/verification";
import { adminIdentityRoutes, identityRoutes, IDENTITY_UPLOAD_MAX_BYTES } from "./routes/identity";
import { kycSettingsRoutes } from "./routes/kyc-settings";
import { adminSettingsRoutes, settingsRoutes } from "./routes/settings";
import { adminUserRoutes, userRoutes } from "./routes/users";
import { accountClosureRoutes, dataRightsRoutes } from "./routes/data-rights";
import { adminWithdrawalRoutes, withdrawalRoutes } from "./routes/withdrawals";
import { devScheduledRoutes } from "./routes/dev-scheduled";
import { adminPaymentRoutes, paymentCallbackRoutes, paymentRoutes } from "./routes/payments";

/**
 * The API: only mounts. Each resource's routes declare their own guard
 * (middleware/auth.ts), so the order of mounting decides nothing, and a path that no
 * route answers is 404 for everyone.
 */
const tooLarge = () => {
  throw new ApiError("payload_too_large", "The request body is too large.");
};
const smallBodies = bodyLimit({ maxSize: 64 * 1024, onError: tooLarge });
// The identity upload carries two images of up to 5 MB each (docs/product-rules.md#identity, IDV-2).
const identityUpload = bodyLimit({ maxSize: IDENTITY_UPLOAD_MAX_BYTES, onError: tooLarge });

const api = new Hono<AppBindings>()
  .use((c, next) =>
    c.req.method === "POST" && c.req.path === "/api/user/identity" ? identityUpload(c, next) : smallBodies(c, next),
  )
  .use(originCheck)
  // c.var.db: a read-replica session on the listed read routes, the primary elsewhere (docs/product-rules.md#replica-reads).
  .use(d1Sessions)
  .route("/auth", authRoutes)
  .route("/user", userRoutes)
  .route("/user", verificationRoutes)
  .route("/user", dataRightsRoutes)
  .route("/user", accountClosureRoutes)
  .route("/user", identityRoutes)
  .route("/", settingsRoutes)
  .route("/", transparencyRoutes)
  .route("/", healthRoutes)
  .route("/", liabilityRoutes)
  .route("/", depositRoutes)
  .route("/", investmentRoutes)
  .route("/", withdrawalRoutes)
  .route("/", notificationRoutes)
  .route("/", paymentRoutes)
  .route("/", paymentCallbackRoutes)
  .route("/admin", adminAuthRoutes)
  .route("/admin", adminAccountRoutes)
  .route("/admin", adminUserRoutes)
  .route("/admin", adminDepositRoutes)
  .route("/admin", adminWithdrawalRoutes)
  .route("/admin", adminInvestmentRoutes)
  .route("/admin", adminReserveRoutes)
  .route("/admin", adminSettingsRoutes)
  .route("/admin", adminViewRoutes)
  .route("/admin", adminAnnouncementRoutes)
  .route("/admin", adminApprovalRoutes)
  .route("/admin", adminPaymentRoutes)
  .route("/admin", adminSuspenseRoutes)
  .route("/admin", adminVerificationRoutes)
  .route("/admin", adminOperationsRoutes)
  .route("/admin", kycSettingsRoutes)
  .route("/admin", adminIdentityRoutes)
  .route("/admin", adminFlagRoutes);

export const app = new Hono<AppBindings>()
  .use(securityHeaders)
  .route("/api", api)
  .route("/__scheduled", devScheduledRoutes)
  // /login and /terms are prerendered per language (docs/decisions/0025-prerendered-public-pages.md):
  // the reader's language (the cookie, else Accept-Language: middleware/reader-language.ts)
  // picks dist/fr/<page>.html or dist/<page>.html.
  .get("/:page{login|terms}", readerLanguage, async (c) => {
    const prefix = c.get("language") === "fr" ? "/fr" : "";
    const url = new URL(`${prefix}/${c.req.param("page")}`, c.req.url);
    const res = await c.env.ASSETS.fetch(new Request(url, { headers: c.req.raw.headers }));
    const copy = new Response(res.body, res);
    copy.headers.append("Vary", "Accept-Language, Cookie");
    return copy;
  })
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
