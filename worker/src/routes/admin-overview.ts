/**
 * The operator's read views (docs/product-rules.md#operator-views): the user page and the
 * global search. Mounted after requireAdmin; read only.
 */
import { Hono } from "hono";
import { overviewParams, overviewQuery, searchQuery } from "@app/schema/contracts/admin-overview";
import type { AppBindings } from "../env";
import { doualaDay } from "../lib/douala-date";
import { validate } from "../lib/validate";
import { search } from "../services/search";
import { userOverview } from "../services/user-overview";

export const adminOverviewRoutes = new Hono<AppBindings>()
  .get("/users/:id/overview", validate("param", overviewParams), validate("query", overviewQuery), async (c) =>
    c.json(await userOverview(c.env.DB, Number(c.req.valid("param").id), doualaDay(), c.req.valid("query").cursor)),
  )
  .get("/search", validate("query", searchQuery), async (c) => c.json(await search(c.env.DB, c.req.valid("query").q)));
