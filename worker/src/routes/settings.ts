/**
 * Settings (docs/product-rules.md#admin): the public part (support links, the
 * operator's identity), readable signed out; the staff's view and edit of all of them.
 */
import { settingsInput } from "@app/schema/contracts/settings";
import { validate } from "../lib/validate";
import { adminRoutes, publicRoutes } from "../middleware/auth";
import { auditStatement } from "../services/admins/audit-log";
import { getPublicSettings, getSettings, settingsStatements } from "../services/settings/settings";

/** Mounted at `/api`. */
export const settingsRoutes = publicRoutes().get("/settings/public", async (c) => c.json(await getPublicSettings(c.env.DB)));

/** Mounted at `/api/admin`. */
export const adminSettingsRoutes = adminRoutes()
  .get("/settings", async (c) => c.json(await getSettings(c.env.DB)))
  .post("/settings", validate("json", settingsInput), async (c) => {
    const input = c.req.valid("json");
    await c.env.DB.batch([
      ...settingsStatements(c.env.DB, input),
      auditStatement(c.env.DB, c.var.admin, "settings.update", undefined, input),
    ]);
    return c.json(await getSettings(c.env.DB));
  });
