/**
 * Withdrawals (docs/product-rules.md#withdrawals): the investor's availability check and
 * request; the staff's switch, list and decisions. Every investor handler acts only on
 * the session's own user; every staff change is audited.
 */
import { switchInput } from "@app/schema/contracts/deposits";
import { withdrawInput, withdrawalDecisionInput } from "@app/schema/contracts/withdrawals";
import { withdrawalListQuery } from "@app/schema/contracts/admin-lists";
import { idParam, validate } from "../lib/validate";
import { requestLang } from "../lib/texts";
import { activeInvestorRoutes, adminRoutes, investorRoutes } from "../middleware/auth";
import { availability, isEnabled, setSwitch } from "../services/settings/switches";
import { queuePersonalPush } from "../push/dispatch";
import { approveWithdrawal } from "../services/withdrawals/approve";
import { decideWithdrawal } from "../services/withdrawals/decide";
import { requestWithdrawal } from "../services/withdrawals/request";
import { listWithdrawalsPage } from "../services/lists/paged-lists";
import { railsOf } from "../payments/rails-config";

/** Mounted at `/api`. */
export const withdrawalRoutes = investorRoutes()
  .get("/withdrawals/availability", async (c) => c.json(await availability(c.env.DB, "withdrawals", requestLang(c.req))))
  .route(
    "/",
    activeInvestorRoutes().post("/transactions/withdraw", validate("json", withdrawInput), async (c) =>
      c.json(await requestWithdrawal(c.env.DB, c.var.user, c.req.valid("json")), 201),
    ),
  );

/** Mounted at `/api/admin`. */
export const adminWithdrawalRoutes = adminRoutes()
  .get("/withdrawal-status", async (c) => c.json({ enabled: await isEnabled(c.env.DB, "withdrawals") }))
  .post("/withdrawal-control", validate("json", switchInput), async (c) => {
    const { enabled, reason } = c.req.valid("json");
    return c.json(await setSwitch(c.env.DB, c.var.admin, "withdrawals", enabled, reason));
  })
  .get("/withdrawals", validate("query", withdrawalListQuery), async (c) =>
    c.json(await listWithdrawalsPage(c.env.DB, c.req.valid("query"))),
  )
  .put("/withdrawals/:id/approve", validate("param", idParam), validate("json", withdrawalDecisionInput), async (c) => {
    const { id } = c.req.valid("param");
    const { adminNotes } = c.req.valid("json");
    // Above the threshold or to a new payout number: a proposal (docs/product-rules.md#approvals).
    const done = await approveWithdrawal(c.env, c.var.admin, id, adminNotes, railsOf(c.env));
    if ("proposal" in done) return c.json(done.proposal, 202);
    queuePersonalPush(c, "withdrawal_approved", `withdrawal:${id}`); // NOT-10 (an automatic payout's, once it is paid)
    return c.json(done.withdrawal);
  })
  .put("/withdrawals/:id/reject", validate("param", idParam), validate("json", withdrawalDecisionInput), async (c) => {
    const { id } = c.req.valid("param");
    const decided = await decideWithdrawal(c.env.DB, c.var.admin, id, "reject", c.req.valid("json").adminNotes);
    queuePersonalPush(c, "withdrawal_rejected", `withdrawal:${id}`); // NOT-10
    return c.json(decided);
  });
