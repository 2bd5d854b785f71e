/**
 * Deposits (docs/product-rules.md#deposits): the investor's availability check, the
 * deposit steps and the verification request; the staff's switch and their decisions on
 * verifications. Every investor handler acts only on the session's own user; every staff
 * change is audited.
 */
import { depositDecisionInput, depositVerificationInput, switchInput } from "@app/schema/contracts/deposits";
import { depositListQuery } from "@app/schema/contracts/admin-lists";
import { idParam, validate } from "../lib/validate";
import { requestLang } from "../lib/texts";
import { activeInvestorRoutes, adminRoutes, investorRoutes } from "../middleware/auth";
import { availability, isEnabled, setSwitch } from "../services/settings/switches";
import { queuePersonalPush } from "../push/dispatch";
import { decideDepositVerification, deleteDepositVerification } from "../services/deposits/decide";
import { submitDepositVerification } from "../services/deposits/verifications";
import { listDepositsPage } from "../services/lists/paged-lists";
import { contentLangQuery } from "@app/schema/contracts/settings";
import { depositStepsIn } from "../services/settings/settings";

/** Mounted at `/api`. */
export const depositRoutes = investorRoutes()
  .get("/deposits/availability", async (c) => c.json(await availability(c.env.DB, "deposits", requestLang(c.req))))
  .get("/deposit-steps", validate("query", contentLangQuery), async (c) =>
    c.json(await depositStepsIn(c.env.DB, requestLang(c.req, c.req.valid("query").lang))),
  )
  .route(
    "/",
    activeInvestorRoutes().post("/deposit-verification", validate("json", depositVerificationInput), async (c) =>
      c.json(await submitDepositVerification(c.env.DB, c.var.user, c.req.valid("json")), 201),
    ),
  );

/** Mounted at `/api/admin`. */
export const adminDepositRoutes = adminRoutes()
  .get("/deposit-status", async (c) => c.json({ enabled: await isEnabled(c.env.DB, "deposits") }))
  .post("/deposit-control", validate("json", switchInput), async (c) => {
    const { enabled, reason } = c.req.valid("json");
    return c.json(await setSwitch(c.env.DB, c.var.admin, "deposits", enabled, reason));
  })
  .get("/deposit-verifications", validate("query", depositListQuery), async (c) =>
    c.json(await listDepositsPage(c.env.DB, c.req.valid("query"))),
  )
  .patch("/deposit-verifications/:id", validate("param", idParam), validate("json", depositDecisionInput), async (c) => {
    const { id } = c.req.valid("param");
    const decided = await decideDepositVerification(c.env.DB, c.var.admin, id, c.req.valid("json"));
    // The notification written in the decision's batch goes out as Web Push too (NOT-10).
    queuePersonalPush(c, decided.status === "approved" ? "deposit_approved" : "deposit_rejected", `deposit_verification:${id}`);
    return c.json(decided);
  })
  .delete("/deposit-verifications/:id", validate("param", idParam), async (c) => {
    await deleteDepositVerification(c.env.DB, c.var.admin, c.req.valid("param").id);
    return c.json({ ok: true });
  });
