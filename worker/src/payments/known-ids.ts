/**
 * The reconciliation's lookups (docs/product-rules.md#automatic-rails, RAIL-7): one status
 * lookup per id of ours, a few at a time, sorted into found, positively not found and no
 * answer. The caller bounds the ids (a page of the reconciliation), so one invocation makes
 * at most that many lookups.
 */
import type { ListResult, StatusResult } from "./provider";

/** How many status lookups run at once. */
const LOOKUP_CONCURRENCY = 4;

/** Looks up each of `ids` with `lookup`; never throws for a provider's trouble (that id is unresolved). */
export async function lookUpKnownIds(ids: readonly string[], lookup: (id: string) => Promise<StatusResult>): Promise<ListResult> {
  const transactions: Extract<ListResult, { outcome: "listed" }>["transactions"] = [];
  const notFoundIds: string[] = [];
  const unresolvedIds: string[] = [];
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const result = await lookup(id);
      if (result.outcome === "found") transactions.push(result.transaction);
      else if (result.outcome === "not_found") notFoundIds.push(id);
      else unresolvedIds.push(id);
    }
  };
  await Promise.all(Array.from({ length: LOOKUP_CONCURRENCY }, worker));
  return { outcome: "listed", transactions, notFoundIds, unresolvedIds };
}
