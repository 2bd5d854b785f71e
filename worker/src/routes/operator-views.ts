/**
 * The staff's read-only views across resources (docs/product-rules.md#operator-views):
 * the user page, the global search, and the audit log (docs/product-rules.md#audit-log).
 */
import { auditListQuery } from "@app/schema/contracts/admin-lists";
import { overviewParams, overviewQuery, searchQuery } from "@app/schema/contracts/admin-overview";
import { doualaDay } from "../lib/douala-date";
import { validate } from "../lib/validate";
import { adminRoutes } from "../middleware/auth";
import { listAuditPage } from "../services/lists/paged-lists";
import { search } from "../services/search/search";
import { userOverview } from "../services/users/overview/user-overview";

/** Mounted at `/api/admin`. */
export const adminViewRoutes = adminRoutes()
  .get("/users/:id/overview", validate("param", overviewParams), validate("query", overviewQuery), async (c) =>
    c.json(await userOverview(c.env.DB, Number(c.req.valid("param").id), doualaDay(), c.req.valid("query").cursor)),
  )
  .get("/audit-log", validate("query", auditListQuery), async (c) => c.json(await listAuditPage(c.env.DB, c.req.valid("query"))))
  .get("/search", validate("query", searchQuery), async (c) => c.json(await search(c.env.DB, c.req.valid("query").q)));
