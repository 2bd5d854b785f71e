/**
 * Users: the investor's own account (dashboard, statement, referral balance; acting only
 * on the session's user) and the staff's users (list, stats, edits,
 * suspension, password reset, erasure; docs/product-rules.md#admin, every change audited).
 */
import { z } from "zod/mini";
import { userUpdateInput } from "@app/schema/contracts/admin";
import { userListQuery } from "@app/schema/contracts/admin-lists";
import { doualaDay } from "../lib/douala-date";
import { requestLang } from "../lib/texts";
import { idParam, validate } from "../lib/validate";
import { activeInvestorRoutes, adminRoutes, investorRoutes } from "../middleware/auth";
import { listUsersPage } from "../services/admin-lists";
import { deleteUser, getStats, resetUserPassword, setUserActive, updateUser } from "../services/admin-users";
import { getDashboard } from "../services/dashboard";
import { moveReferralToPrincipal } from "../services/referrals";
import { statement, statementCsv, statementEntries } from "../services/statement";

const statementQuery = z.object({ lang: z.optional(z.enum(["en", "fr"], "lang must be en or fr")) });
const suspendInput = z.object({ isActive: z.boolean("isActive must be true or false") });

/** Mounted at `/api/user`. */
export const userRoutes = investorRoutes()
  .get("/dashboard", async (c) => c.json(await getDashboard(c.env.DB, c.var.user, doualaDay())))
  .get("/statement", async (c) => c.json(await statement(c.env.DB, c.var.user.id)))
  .get("/statement.csv", validate("query", statementQuery), async (c) => {
    const lang = requestLang(c.req, c.req.valid("query").lang);
    const csv = statementCsv(await statementEntries(c.env.DB, c.var.user.id), lang);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lionart-statement-${doualaDay()}.csv"`,
    });
  })
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
  .put("/users/:id", validate("param", idParam), validate("json", userUpdateInput), async (c) =>
    c.json(await updateUser(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/users/:id", validate("param", idParam), async (c) => {
    await deleteUser(c.env.DB, c.var.admin, c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .put("/users/:id/suspend", validate("param", idParam), validate("json", suspendInput), async (c) =>
    c.json(await setUserActive(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json").isActive)),
  )
  .post("/users/:id/reset-password", validate("param", idParam), async (c) =>
    c.json(await resetUserPassword(c.env.DB, c.var.admin, c.req.valid("param").id)),
  );
