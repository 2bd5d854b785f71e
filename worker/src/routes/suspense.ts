/**
 * Money in suspense (docs/product-rules.md#suspense): staff's list of deposits completed for
 * erased accounts, and the proposal to refund one to the number that paid (a second admin
 * approves it in Pending approvals, APR-1).
 */
import { suspenseRefundInput } from "@app/schema/contracts/suspense";
import { idParam, validate } from "../lib/validate";
import { adminRoutes } from "../middleware/auth";
import { listSuspense, proposeSuspenseRefund } from "../services/payments/suspense";

/** Mounted at `/api/admin`. */
export const adminSuspenseRoutes = adminRoutes()
  .get("/suspense", async (c) => c.json(await listSuspense(c.env.DB)))
  .post("/suspense/:id/refund", validate("param", idParam), validate("json", suspenseRefundInput), async (c) =>
    c.json(await proposeSuspenseRefund(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json").reason), 202),
  );
