/** Admin: stats, users, audit log (spec section 7, admin side; decisions.md sections 1 and 3). */
import { Hono } from "hono";
import { z } from "zod/mini";
import type { AppBindings } from "../env";
import { idParam, validate } from "../lib/validate";
import { listAuditPage, listUsersPage } from "../services/admin-lists";
import { deleteUser, getStats, resetUserPassword, setUserActive, updateUser } from "../services/admin-users";
import { userUpdateInput } from "@app/schema/contracts/admin";
import { auditListQuery, userListQuery } from "@app/schema/contracts/admin-lists";

const suspendInput = z.object({ isActive: z.boolean("isActive must be true or false") });

export const adminUserRoutes = new Hono<AppBindings>()
  .get("/stats", async (c) => c.json(await getStats(c.env.DB)))
  .get("/users", validate("query", userListQuery), async (c) => c.json(await listUsersPage(c.env.DB, c.req.valid("query"))))
  .put("/users/:id", validate("param", idParam), validate("json", userUpdateInput), async (c) =>
    c.json(await updateUser(c.env.DB, c.var.admin!, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/users/:id", validate("param", idParam), async (c) => {
    await deleteUser(c.env.DB, c.var.admin!, c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .put("/users/:id/suspend", validate("param", idParam), validate("json", suspendInput), async (c) =>
    c.json(await setUserActive(c.env.DB, c.var.admin!, c.req.valid("param").id, c.req.valid("json").isActive)),
  )
  .post("/users/:id/reset-password", validate("param", idParam), async (c) =>
    c.json(await resetUserPassword(c.env.DB, c.var.admin!, c.req.valid("param").id)),
  )
  .get("/audit-log", validate("query", auditListQuery), async (c) => c.json(await listAuditPage(c.env.DB, c.req.valid("query"))));
