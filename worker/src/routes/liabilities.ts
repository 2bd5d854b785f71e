/**
 * The daily proof of liabilities (docs/proof-of-liabilities.md): the public records with the
 * operator's public key, and the signed-in investor's proof of their balance on a day.
 */
import { liabilityProofQuery, liabilityRecordsQuery, type LiabilityRecordsResponse } from "@app/schema/contracts/liabilities";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { ApiError } from "../lib/api-error";
import { validate } from "../lib/validate";
import { edgeCached } from "../lib/edge-cache";
import { liabilityKeys } from "../liabilities/keys";
import { liabilityProof } from "../liabilities/proof";
import { recordsPage } from "../liabilities/records";
import { investorRoutes, publicRoutes } from "../middleware/auth";
import { LIABILITY_RECORDS_KEY, TRANSPARENCY_CACHE_TTL_SECONDS } from "../services/transparency/cached-figures";

/** Mounted at `/api`. */
export const liabilityRoutes = new Hono<AppBindings>()
  .route(
    "/",
    publicRoutes().get("/transparency/liabilities", validate("query", liabilityRecordsQuery), async (c) => {
      const { before } = c.req.valid("query");
      const read = async (): Promise<LiabilityRecordsResponse> => {
        const keys = await liabilityKeys(c.env);
        return { publicKey: keys?.publicKey ?? null, ...(await recordsPage(c.var.db, before)) };
      };
      // The first page is kept at the edge a minute under one key (TRN-6); older pages are read each time.
      return c.json<LiabilityRecordsResponse>(
        before === undefined ? await edgeCached(LIABILITY_RECORDS_KEY, TRANSPARENCY_CACHE_TTL_SECONDS, read) : await read(),
      );
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
