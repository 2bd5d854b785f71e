/**
 * The daily proof of liabilities (docs/proof-of-liabilities.md): the public records with the
 * operator's public key, and the signed-in investor's proof of their balance on a day.
 */
import { liabilityProofQuery, liabilityRecordsQuery, type LiabilityRecordsResponse } from "@app/schema/contracts/liabilities";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { ApiError } from "../lib/api-error";
import { validate } from "../lib/validate";
import { liabilityKeys } from "../liabilities/keys";
import { liabilityProof } from "../liabilities/proof";
import { recordsPage } from "../liabilities/records";
import { investorRoutes, publicRoutes } from "../middleware/auth";

/** Mounted at `/api`. */
export const liabilityRoutes = new Hono<AppBindings>()
  .route(
    "/",
    publicRoutes().get("/transparency/liabilities", validate("query", liabilityRecordsQuery), async (c) => {
      const keys = await liabilityKeys(c.env);
      const page = await recordsPage(c.env.DB, c.req.valid("query").before);
      return c.json<LiabilityRecordsResponse>({ publicKey: keys?.publicKey ?? null, ...page });
    }),
  )
  .route(
    "/",
    investorRoutes().get("/liabilities/proof", validate("query", liabilityProofQuery), async (c) => {
      const keys = await liabilityKeys(c.env);
      if (!keys) throw new ApiError("not_found", "No proof of liabilities is published here.");
      return c.json(await liabilityProof(c.env.DB, keys, c.var.user.id, c.req.valid("query").date));
    }),
  );
