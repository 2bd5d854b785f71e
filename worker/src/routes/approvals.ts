/**
 * Two-person approval (docs/product-rules.md#approvals): the list of proposals, a second
 * admin's approval (which carries the action out once) or rejection, and the approval
 * settings. Who may call each route: ADMIN_ROUTE_PERMISSIONS (schema/src/contracts/admin-permissions.ts).
 */
import { approvalListQuery, approvalSettingsInput, rejectApprovalInput } from "@app/schema/contracts/approvals";
import { idParam, validate } from "../lib/validate";
import { adminRoutes } from "../middleware/auth";
import { queuePersonalPush } from "../push/dispatch";
import { carryOut } from "../services/approvals/carry-out";
import { railsOf } from "../payments/rails-config";
import { approve, reject } from "../services/approvals/decide";
import { approvalSettings, saveApprovalSettings } from "../services/approvals/settings";
import { listApprovals } from "../services/approvals/views";

/** Mounted at `/api/admin`. */
export const adminApprovalRoutes = adminRoutes()
  .get("/approvals", validate("query", approvalListQuery), async (c) =>
    c.json(await listApprovals(c.env.DB, c.req.valid("query").status)),
  )
  .post("/approvals/:id/approve", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const approval = await approve(c.env, c.var.admin, id, carryOut(c.env.DB, id, railsOf(c.env)));
    if (approval.details.kind === "withdrawal_approval") {
      queuePersonalPush(c, "withdrawal_approved", `withdrawal:${approval.details.withdrawalId}`); // NOT-10
    }
    return c.json({ approval });
  })
  .post("/approvals/:id/reject", validate("param", idParam), validate("json", rejectApprovalInput), async (c) =>
    c.json({ approval: await reject(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json").note) }),
  )
  .get("/approval-settings", async (c) => c.json(await approvalSettings(c.env)))
  .put("/approval-settings", validate("json", approvalSettingsInput), async (c) =>
    c.json(await saveApprovalSettings(c.env, c.var.admin, c.req.valid("json"))),
  );
