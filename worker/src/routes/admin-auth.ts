/** Admin sign-in and sign-out (spec section 7, admin side; decisions.md section 3). */
import { Hono } from "hono";
import { adminLoginInput } from "@app/schema/contracts/auth";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { requireAdmin } from "../middleware/auth";
import { endSession, readSession, startSession } from "../services/sessions";
import { withSignInLimits } from "../services/rate-limit";
import { auditStatement, authenticateAdmin } from "../services/admins";

export const adminAuthRoutes = new Hono<AppBindings>()
  .post("/login", validate("json", adminLoginInput), async (c) => {
    const { username, password } = c.req.valid("json");
    const admin = await withSignInLimits(c, "admin", `admin:${username}`, () => authenticateAdmin(c.env, username, password));
    await startSession(c, "admin", admin.id, admin.session_epoch);
    await auditStatement(c.env.DB, admin, "admin.login").run();
    return c.json({ admin: { id: admin.id, username: admin.username } });
  })
  .post("/logout", async (c) => {
    const session = await readSession(c, "admin");
    await endSession(c, "admin", session ?? undefined);
    return c.json({ ok: true });
  })
  .get("/me", requireAdmin, (c) => c.json({ id: c.var.admin!.id, username: c.var.admin!.username }));
