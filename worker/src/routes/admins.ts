/**
 * Staff accounts, for owners (docs/product-rules.md#admin-roles): list, create with a role,
 * change a role, disable or enable, reset a lost second factor. Who may call these is in ADMIN_ROUTE_PERMISSIONS
 * (schema/src/contracts/admin-permissions.ts), enforced by the admin guard.
 */
import { createAdminInput, updateAdminInput } from "@app/schema/contracts/admins";
import { idParam, validate } from "../lib/validate";
import { adminRoutes } from "../middleware/auth";
import { createAdmin, listAdmins, resetAdminTotp, updateAdmin } from "../services/admins/accounts";

/** Mounted at `/api/admin`. */
export const adminAccountRoutes = adminRoutes()
  .get("/admins", async (c) => c.json(await listAdmins(c.env.DB)))
  .post("/admins", validate("json", createAdminInput), async (c) =>
    c.json({ admin: await createAdmin(c.env.DB, c.var.admin, c.req.valid("json")) }, 201),
  )
  .patch("/admins/:id", validate("param", idParam), validate("json", updateAdminInput), async (c) =>
    c.json({ admin: await updateAdmin(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json")) }),
  )
  // An admin who lost both their authenticator and their recovery codes (ADM-16).
  .post("/admins/:id/totp/reset", validate("param", idParam), async (c) =>
    c.json({ admin: await resetAdminTotp(c.env.DB, c.var.admin, c.req.valid("param").id) }),
  );
