/**
 * Users: the investor's own account (dashboard, statement, money requests, referral balance; acting only
 * on the session's user) and the staff's users (list, stats, edits,
 * suspension, password reset, erasure; docs/product-rules.md#admin, every change audited).
 */
import { Hono } from "hono";
import { z } from "zod/mini";
import { statementCsvQuery, statementQuery } from "@app/schema/contracts/statement";
import { moneyRequestsQuery } from "@app/schema/contracts/money-requests";
import { userUpdateInput } from "@app/schema/contracts/admin";
import { userListQuery } from "@app/schema/contracts/admin-lists";
import type { AppBindings } from "../env";
import { doualaDay } from "../lib/douala-date";
import { requestLang } from "../lib/texts";
import { idParam, validate } from "../lib/validate";
import { activeInvestorRoutes, adminRoutes, batchWithUser, investorBatchRoutes, investorRoutes } from "../middleware/auth";
import { listUsersPage } from "../services/lists/paged-lists";
import { queueUnpushedPersonal } from "../push/dispatch";
import { getStats } from "../services/users/platform-stats";
import { updateUser } from "../services/users/profile-edit";
import { deleteUser, resetUserPassword, setUserActive } from "../services/users/staff-actions";
import { dashboardStatements, toDashboard } from "../services/dashboard/dashboard";
import { moneyRequestsPage } from "../services/dashboard/money-requests";
import { moveReferralToPrincipal } from "../services/referrals/referral-balance";
import { statementPage } from "../services/statements/statement";
import { statementCsvStream } from "../services/statements/statement-csv";
const suspendInput = z.object({ isActive: z.boolean("isActive must be true or false") });

/**
 * Mounted at `/api/user`. Each group keeps its own guard: a group mounted inside another
 * would also run the outer group's guard, and the dashboard's would read the session a
 * second time.
 */
export const userRoutes = new Hono<AppBindings>()
  .route(
    "/",
    investorRoutes()
      .get("/statement", validate("query", statementQuery), async (c) =>
        c.json(await statementPage(c.var.db, c.var.user.id, c.req.valid("query").cursor)),
      )
      // Every deposit and withdrawal request, manual and automatic, one page (MST-1).
      .get("/money-requests", validate("query", moneyRequestsQuery), async (c) =>
        c.json(await moneyRequestsPage(c.var.db, c.var.user.id, c.req.valid("query").cursor)),
      )
      .get("/statement.csv", validate("query", statementCsvQuery), async (c) => {
        const lang = requestLang(c.req, c.req.valid("query").lang);
        return c.body(statementCsvStream(c.env.DB, c.var.user.id, lang), 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="lionart-statement-${doualaDay()}.csv"`,
        });
      }),
  )
  // The dashboard: the session check and every read in one D1 batch (MST-4).
  .route(
    "/",
    investorBatchRoutes().get("/dashboard", async (c) => {
      const day = doualaDay();
      const { user, results } = await batchWithUser(c, (userId) => dashboardStatements(c.var.db, userId, day));
      return c.json(toDashboard(user, results));
    }),
  )
  .route(
    "/",
    activeInvestorRoutes().post("/referral-balance/transfer", async (c) =>
      c.json(await moveReferralToPrincipal(c.env.DB, c.var.user)),
    ),
  );

/** Mounted at `/api/admin`. */
export const adminUserRoutes = adminRoutes()
  .get("/stats", async (c) => c.json(await getStats(c.env.DB)))
  .get("/users", validate("query", userListQuery), async (c) => c.json(await listUsersPage(c.env.DB, c.req.valid("query"))))
  .put("/users/:id", validate("param", idParam), validate("json", userUpdateInput), async (c) => {
    const { user, proposals } = await updateUser(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json"));
    queueUnpushedPersonal(c); // a suspension or reactivation (NOT-10)
    // A balance or payout phone change is a proposal for a second admin (docs/product-rules.md#approvals, APR-1, APR-8).
    const [first] = proposals;
    return first ? c.json({ ...first, proposals, user }, 202) : c.json(user);
  })
  .delete("/users/:id", validate("param", idParam), async (c) => {
    await deleteUser(c.env.DB, c.env.IDENTITY_FILES, c.var.admin, c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .put("/users/:id/suspend", validate("param", idParam), validate("json", suspendInput), async (c) => {
    const changed = await setUserActive(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json").isActive);
    queueUnpushedPersonal(c); // NOT-10
    return c.json(changed);
  })
  .post("/users/:id/reset-password", validate("param", idParam), async (c) => {
    const reset = await resetUserPassword(c.env.DB, c.var.admin, c.req.valid("param").id);
    queueUnpushedPersonal(c); // NOT-10
    return c.json(reset);
  });
