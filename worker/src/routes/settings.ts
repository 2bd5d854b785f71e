/** Public settings: support links and the operator's identity (decisions.md section 1). */
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { getPublicSettings } from "../services/settings";

export const settingsRoutes = new Hono<AppBindings>().get("/public", async (c) => c.json(await getPublicSettings(c.env.DB)));
