/**
 * GET /api/transparency/liabilities?before= (public; docs/proof-of-liabilities.md#the-days-record):
 * `{ publicKey, latest, records, nextBefore }`, the operator's Ed25519 key and the signed daily
 * records, newest first, 30 a page; `before` (YYYY-MM-DD) asks for the days before it.
 */
import type { LiabilityRecordsResponse } from "@app/schema/contracts/liabilities";
import { client, json } from "@app/web/api";

export function getLiabilityRecords(before?: string): Promise<LiabilityRecordsResponse> {
  return json(client.transparency.liabilities.$get({ query: before ? { before } : {} }));
}
