/**
 * The returns reserve (docs/product-rules.md#reserve): the public transparency figures,
 * readable signed out; the staff's view and funding of the reserve, and the trial
 * balance of the whole ledger.
 */
import { fundReserveInput } from "@app/schema/contracts/reserve";
import { validate } from "../lib/validate";
import { trialBalance } from "../ledger/ledger";
import { adminRoutes, publicRoutes } from "../middleware/auth";
import { proposeReserveFunding, reserveStatus } from "../services/reserve/reserve";
import { TRANSPARENCY_CACHE_TTL_SECONDS, TRANSPARENCY_KEY } from "../services/transparency/cached-figures";
import { transparency } from "../services/transparency/public-figures";
import { edgeCached } from "../lib/edge-cache";

/** Mounted at `/api`. Kept at the edge a minute under one key (docs/product-rules.md#transparency, TRN-6). */
export const transparencyRoutes = publicRoutes().get("/transparency", async (c) =>
  c.json(await edgeCached(TRANSPARENCY_KEY, TRANSPARENCY_CACHE_TTL_SECONDS, () => transparency(c.var.db))),
);

/** Mounted at `/api/admin`. */
export const adminReserveRoutes = adminRoutes()
  .get("/reserve", async (c) => c.json(await reserveStatus(c.env.DB, new Date())))
  .post("/reserve", validate("json", fundReserveInput), async (c) => {
    const { amount, note, requestId } = c.req.valid("json");
    // A proposal: a second admin approves it (docs/product-rules.md#approvals, APR-1).
    return c.json(await proposeReserveFunding(c.env.DB, c.var.admin, amount, note, requestId), 202);
  })
  .get("/ledger/trial-balance", async (c) => c.json(await trialBalance(c.env.DB)));
