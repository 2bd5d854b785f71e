/**
 * Jobs an operator can watch (docs/product-rules.md#operations): the public health endpoint for
 * an uptime monitor (OPS-3), staff's list of failed jobs with sending one again (OPS-2), and the
 * owners' alerts (OPS-5).
 */
import { failedJobListQuery, ownerAlertListQuery } from "@app/schema/contracts/admin-lists";
import { idParam, validate } from "../lib/validate";
import { adminRoutes, publicRoutes } from "../middleware/auth";
import { listFailedJobs, resendFailedJob } from "../services/operations/failed-jobs";
import { health } from "../services/operations/health";
import { acknowledgeOwnerAlert, listOwnerAlerts } from "../services/operations/owner-alerts";

/** Mounted at `/api`: 200 when every check passes, else 503, never cached. */
export const healthRoutes = publicRoutes().get("/health", async (c) => {
  const view = await health(c.env.DB);
  c.header("Cache-Control", "no-store");
  return c.json(view, view.status === "ok" ? 200 : 503);
});

/** Mounted at `/api/admin`. */
export const adminOperationsRoutes = adminRoutes()
  .get("/operations/failed-jobs", validate("query", failedJobListQuery), async (c) =>
    c.json(await listFailedJobs(c.env.DB, c.req.valid("query"))),
  )
  .post("/operations/failed-jobs/:id/resend", validate("param", idParam), async (c) =>
    c.json(await resendFailedJob(c.env, c.var.admin, c.req.valid("param").id)),
  )
  .get("/operations/alerts", validate("query", ownerAlertListQuery), async (c) =>
    c.json(await listOwnerAlerts(c.env.DB, c.req.valid("query"))),
  )
  .post("/operations/alerts/:id/acknowledge", validate("param", idParam), async (c) =>
    c.json(await acknowledgeOwnerAlert(c.env.DB, c.var.admin, c.req.valid("param").id)),
  );
