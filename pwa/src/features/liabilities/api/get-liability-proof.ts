/**
 * GET /api/liabilities/proof (docs/proof-of-liabilities.md#the-proof): the signed-in
 * investor's proof for the latest published day, `{ date, balanceXaf, salt, leafIndex, path,
 * record }`. Throws `ApiError` 404 `no_liability` (owed nothing that day) or `not_found` (no
 * record yet, or its tree was deleted).
 */
import type { LiabilityProofResponse } from "@app/schema/contracts/liabilities";
import { client, json } from "@app/web/api";

export function getLiabilityProof(): Promise<LiabilityProofResponse> {
  return json(client.liabilities.proof.$get({ query: {} }));
}
