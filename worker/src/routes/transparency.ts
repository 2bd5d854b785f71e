/** GET /api/transparency: public, readable signed out (decisions.md section 1). */
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { transparency } from "../services/reserve";

export const transparencyRoutes = new Hono<AppBindings>().get("/", async (c) => c.json(await transparency(c.env.DB)));
