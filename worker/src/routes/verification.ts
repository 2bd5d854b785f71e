/**
 * Numbers proven by their holder (docs/product-rules.md#verified-numbers): the investor's
 * verification status, and staff's proposal to verify a number for an investor (a second
 * admin approves it in Pending approvals, KYC-3).
 */
import { payoutNumberProposalInput } from "@app/schema/contracts/verification";
import { idParam, validate } from "../lib/validate";
import { adminRoutes, investorRoutes } from "../middleware/auth";
import { verificationOf } from "../services/verification/payout-numbers";
import { proposeNumberVerification } from "../services/verification/staff-verification";

/** Mounted at `/api/user`. */
export const verificationRoutes = investorRoutes().get("/verification", async (c) =>
  c.json(await verificationOf(c.env.DB, c.var.user)),
);

/** Mounted at `/api/admin`. */
export const adminVerificationRoutes = adminRoutes().post(
  "/users/:id/payout-numbers",
  validate("param", idParam),
  validate("json", payoutNumberProposalInput),
  async (c) => c.json(await proposeNumberVerification(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json")), 202),
);
