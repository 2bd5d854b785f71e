/**
 * The investor's money calls (spec section 7, user side; issue "Money moves"):
 * availability checks, deposit verification, deposit steps, investing, withdrawals.
 * Every handler acts only on the session's own user.
 */
import { Hono } from "hono";
import { depositVerificationInput } from "@app/schema/contracts/deposits";
import { investInput } from "@app/schema/contracts/investments";
import { withdrawInput } from "@app/schema/contracts/withdrawals";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { doualaDay } from "../lib/douala-date";
import { requireActiveUser, requireUser } from "../middleware/auth";
import { availability } from "../services/switches";
import { requestLang } from "../lib/texts";
import { submitDepositVerification } from "../services/deposits";
import { invest, listCards } from "../services/investments";
import { requestWithdrawal } from "../services/withdrawals";
import { getSettings } from "../services/settings";

export const moneyRoutes = new Hono<AppBindings>()
  .use(requireUser)
  .get("/deposits/availability", async (c) => c.json(await availability(c.env.DB, "deposits", requestLang(c.req))))
  .get("/withdrawals/availability", async (c) => c.json(await availability(c.env.DB, "withdrawals", requestLang(c.req))))
  .get("/deposit-steps", async (c) => {
    const s = await getSettings(c.env.DB);
    return c.json({ mtnSteps: s.mtnSteps, orangeSteps: s.orangeSteps });
  })
  .post("/deposit-verification", requireActiveUser, validate("json", depositVerificationInput), async (c) =>
    c.json(await submitDepositVerification(c.env.DB, c.var.user!, c.req.valid("json")), 201),
  )
  .get("/investment-cards", async (c) => c.json(await listCards(c.env.DB)))
  .post("/investments", requireActiveUser, validate("json", investInput), async (c) =>
    c.json(await invest(c.env.DB, c.var.user!, c.req.valid("json").cardId, doualaDay()), 201),
  )
  .post("/transactions/withdraw", requireActiveUser, validate("json", withdrawInput), async (c) =>
    c.json(await requestWithdrawal(c.env.DB, c.var.user!, c.req.valid("json")), 201),
  );
