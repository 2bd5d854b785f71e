/**
 * pawaPay status lookups (GET /v2/deposits/{id}, /v2/payouts/{id} -> `{status: FOUND | NOT_FOUND, data}`;
 * https://docs.pawapay.io/v2/api-reference/deposits/check-deposit-status) and the
 * reconciliation's list, which pawaPay has no synchronous endpoint for: one lookup per id we
 * created in the period, a few at a time (payments/known-ids.ts).
 */
import { callProvider, pick, pickString, unknownFrom } from "../http";
import { lookUpKnownIds } from "../known-ids";
import type { Direction, ExpectedPayment, ListQuery, ListResult, StatusResult } from "../provider";
import { type PawaPayClient, resourceOf } from "./client";
import { parsePawaPayTransaction } from "./transactions";

/**
 * Payment `id`'s status by our id. `not_found` only when pawaPay positively says so; an
 * answer about another id, or anything unexpected, is `unknown`.
 */
export async function pawaPayStatus(
  client: PawaPayClient,
  direction: Direction,
  id: string,
  expected?: ExpectedPayment,
): Promise<StatusResult> {
  const res = await callProvider(
    `${client.base}/v2/${resourceOf(direction)}/${encodeURIComponent(id)}`,
    { headers: client.headers },
    client.config,
  );
  if (res.kind === "failed") return unknownFrom(res);
  const answer = pickString(res.body, "status");
  if (answer === "NOT_FOUND" && (res.status === 200 || res.status === 404)) return { outcome: "not_found", raw: res.body };
  if (res.status !== 200 || answer !== "FOUND") return unknownFrom(res);
  const transaction = parsePawaPayTransaction(direction, pick(res.body, "data"), expected);
  if (transaction.id !== id) return unknownFrom(res, `status lookup for ${id} answered about "${transaction.id}"`);
  return { outcome: "found", transaction };
}

/**
 * pawaPay has no synchronous list of payments: its statements (POST /v2/statements) are
 * generated asynchronously per wallet as a CSV behind a download URL, up to 31 days and up to
 * 60 minutes behind (https://docs.pawapay.io/v2/api-reference/finances/initiate-statement).
 * Since WE choose every id, we approximate with one status lookup per id we created in the
 * period. What this cannot reveal: payments created outside this app on
 * the same pawaPay account (dashboard, another system); the statement would.
 */
export function listPawaPayKnownIds(client: PawaPayClient, query: ListQuery): Promise<ListResult> {
  return lookUpKnownIds(query.knownIds, (id) => pawaPayStatus(client, query.direction, id));
}
