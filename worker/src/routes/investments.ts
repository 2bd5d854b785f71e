/**
 * Investments (docs/product-rules.md#investing): the cards on offer and investing in
 * one; the staff's list of investments and their edits of cards.
 */
import { cardUpdateInput, investInput } from "@app/schema/contracts/investments";
import { investmentListQuery } from "@app/schema/contracts/admin-lists";
import { doualaDay } from "../lib/douala-date";
import { idParam, validate } from "../lib/validate";
import { activeInvestorRoutes, adminRoutes, investorRoutes } from "../middleware/auth";
import { queueUnpushedPersonal } from "../push/dispatch";
import { invest } from "../services/investments/invest";
import { contentLangQuery } from "@app/schema/contracts/settings";
import { requestLang } from "../lib/texts";
import { listAdminCards, listCards, updateCard } from "../services/investments/cards";
import { listInvestmentsPage } from "../services/lists/paged-lists";

/** Mounted at `/api`. */
export const investmentRoutes = investorRoutes()
  .get("/investment-cards", validate("query", contentLangQuery), async (c) =>
    c.json(await listCards(c.env.DB, requestLang(c.req, c.req.valid("query").lang))),
  )
  .route(
    "/",
    activeInvestorRoutes().post("/investments", validate("json", investInput), async (c) => {
      const bought = await invest(c.env.DB, c.var.user, c.req.valid("json").cardId, doualaDay());
      queueUnpushedPersonal(c); // the referrer's bonus, when this investment paid it (NOT-10)
      return c.json(bought, 201);
    }),
  );

/** Mounted at `/api/admin`. */
export const adminInvestmentRoutes = adminRoutes()
  .get("/investments", validate("query", investmentListQuery), async (c) =>
    c.json(await listInvestmentsPage(c.env.DB, c.req.valid("query"))),
  )
  .get("/investment-cards", async (c) => c.json(await listAdminCards(c.env.DB)))
  .put("/investment-cards/:id", validate("param", idParam), validate("json", cardUpdateInput), async (c) =>
    c.json(await updateCard(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json"))),
  );
