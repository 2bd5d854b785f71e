/** The investor's own data (spec section 7, user side). Acts only on the session's user. */
import { Hono } from "hono";
import { z } from "zod/mini";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { requireActiveUser, requireUser } from "../middleware/auth";
import { getDashboard } from "../services/dashboard";
import { moveReferralToPrincipal } from "../services/investments";
import { statement, statementCsv, statementEntries } from "../services/statement";
import { doualaDay } from "../lib/douala-date";
import { requestLang } from "../lib/texts";

const statementQuery = z.object({ lang: z.optional(z.enum(["en", "fr"], "lang must be en or fr")) });

export const userRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/dashboard", async (c) => c.json(await getDashboard(c.env.DB, c.var.user!, doualaDay())))
  .post("/referral-balance/transfer", requireActiveUser, async (c) =>
    c.json(await moveReferralToPrincipal(c.env.DB, c.var.user!)),
  )
  .get("/statement", async (c) => c.json(await statement(c.env.DB, c.var.user!.id)))
  .get("/statement.csv", validate("query", statementQuery), async (c) => {
    const lang = requestLang(c.req, c.req.valid("query").lang);
    const csv = statementCsv(await statementEntries(c.env.DB, c.var.user!.id), lang);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lionart-statement-${doualaDay()}.csv"`,
    });
  });
