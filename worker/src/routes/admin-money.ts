/**
 * Admin money operations (spec section 7, admin side; issue "Money moves"): switches,
 * deposit verifications, withdrawals, the returns reserve, cards, investments, settings
 * and the trial balance. Mounted behind requireAdmin; every change is audited.
 */
import { Hono } from "hono";
import { depositDecisionInput, switchInput } from "@app/schema/contracts/deposits";
import { withdrawalDecisionInput } from "@app/schema/contracts/withdrawals";
import { fundReserveInput } from "@app/schema/contracts/reserve";
import { cardUpdateInput } from "@app/schema/contracts/investments";
import { settingsInput } from "@app/schema/contracts/settings";
import { depositListQuery, investmentListQuery, withdrawalListQuery } from "@app/schema/contracts/admin-lists";
import type { AppBindings } from "../env";
import { idParam, validate } from "../lib/validate";
import { trialBalance } from "../ledger/ledger";
import { isEnabled, setSwitch } from "../services/switches";
import { decideDepositVerification, deleteDepositVerification } from "../services/deposits";
import { decideWithdrawal } from "../services/withdrawals";
import { fundReserve, reserveStatus } from "../services/reserve";
import { listCards, updateCard } from "../services/investments";
import { listDepositsPage, listInvestmentsPage, listWithdrawalsPage } from "../services/admin-lists";
import { getSettings, settingsStatements } from "../services/settings";
import { auditStatement } from "../services/admins";

export const adminMoneyRoutes = new Hono<AppBindings>()
  .get("/deposit-status", async (c) => c.json({ enabled: await isEnabled(c.env.DB, "deposits") }))
  .get("/withdrawal-status", async (c) => c.json({ enabled: await isEnabled(c.env.DB, "withdrawals") }))
  .post("/deposit-control", validate("json", switchInput), async (c) => {
    const { enabled, reason } = c.req.valid("json");
    return c.json(await setSwitch(c.env.DB, c.var.admin!, "deposits", enabled, reason));
  })
  .post("/withdrawal-control", validate("json", switchInput), async (c) => {
    const { enabled, reason } = c.req.valid("json");
    return c.json(await setSwitch(c.env.DB, c.var.admin!, "withdrawals", enabled, reason));
  })
  .get("/deposit-verifications", validate("query", depositListQuery), async (c) =>
    c.json(await listDepositsPage(c.env.DB, c.req.valid("query"))),
  )
  .patch("/deposit-verifications/:id", validate("param", idParam), validate("json", depositDecisionInput), async (c) =>
    c.json(await decideDepositVerification(c.env.DB, c.var.admin!, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/deposit-verifications/:id", validate("param", idParam), async (c) => {
    await deleteDepositVerification(c.env.DB, c.var.admin!, c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .get("/withdrawals", validate("query", withdrawalListQuery), async (c) =>
    c.json(await listWithdrawalsPage(c.env.DB, c.req.valid("query"))),
  )
  .put("/withdrawals/:id/approve", validate("param", idParam), validate("json", withdrawalDecisionInput), async (c) =>
    c.json(await decideWithdrawal(c.env.DB, c.var.admin!, c.req.valid("param").id, "approve", c.req.valid("json").adminNotes)),
  )
  .put("/withdrawals/:id/reject", validate("param", idParam), validate("json", withdrawalDecisionInput), async (c) =>
    c.json(await decideWithdrawal(c.env.DB, c.var.admin!, c.req.valid("param").id, "reject", c.req.valid("json").adminNotes)),
  )
  .get("/reserve", async (c) => c.json(await reserveStatus(c.env.DB, new Date())))
  .post("/reserve", validate("json", fundReserveInput), async (c) => {
    const { amount, note } = c.req.valid("json");
    return c.json(await fundReserve(c.env.DB, c.var.admin!, amount, note), 201);
  })
  .get("/ledger/trial-balance", async (c) => c.json(await trialBalance(c.env.DB)))
  .get("/investments", validate("query", investmentListQuery), async (c) =>
    c.json(await listInvestmentsPage(c.env.DB, c.req.valid("query"))),
  )
  .get("/investment-cards", async (c) => c.json(await listCards(c.env.DB)))
  .put("/investment-cards/:id", validate("param", idParam), validate("json", cardUpdateInput), async (c) =>
    c.json(await updateCard(c.env.DB, c.var.admin!, c.req.valid("param").id, c.req.valid("json"))),
  )
  .get("/settings", async (c) => c.json(await getSettings(c.env.DB)))
  .post("/settings", validate("json", settingsInput), async (c) => {
    const input = c.req.valid("json");
    await c.env.DB.batch([
      ...settingsStatements(c.env.DB, input),
      auditStatement(c.env.DB, c.var.admin!, "settings.update", undefined, input),
    ]);
    return c.json(await getSettings(c.env.DB));
  });
