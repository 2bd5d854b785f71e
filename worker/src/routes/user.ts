/** The investor's own data (spec section 7, user side). Acts only on the session's user. */
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { requireUser } from "../middleware/auth";
import { getDashboard } from "../services/dashboard";
import { doualaDay } from "../lib/douala-date";

export const userRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/dashboard", async (c) => c.json(await getDashboard(c.env.DB, c.var.user!, doualaDay())));
