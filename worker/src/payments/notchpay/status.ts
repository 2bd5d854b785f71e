/**
 * Notch Pay status lookups (GET /payments/{reference}, /transfers/{reference};
 * https://developer.notchpay.co/api-reference/retrieve-a-payment), confirmed by a search of
 * the list before a 404 counts as `not_found`, and the reconciliation's lookups and pages of
 * the list (GET /payments?limit&page&search&date_start&date_end -> {items, current_page, last_page};
 * https://developer.notchpay.co/api-reference/list-all-payments.md).
 */
import { pick, unknownFrom } from "../http";
import { lookUpKnownIds } from "../known-ids";
import type {
  Direction,
  ExpectedPayment,
  ListPageQuery,
  ListPageResult,
  ListQuery,
  ListResult,
  ProviderTransaction,
  StatusResult,
} from "../provider";
import { type NotchPayClient, resourceOf, wrapperOf } from "./client";
import { parseNotchPayTransaction } from "./transactions";

const DAY_MS = 86_400_000;

/**
 * Payment `id`'s status by our reference. A 404 on the reference alone is not proof enough:
 * `not_found` only when a search of the list does not find it either.
 */
export async function notchPayStatus(
  client: NotchPayClient,
  direction: Direction,
  id: string,
  expected?: ExpectedPayment,
): Promise<StatusResult> {
  const res = await client.get(direction, `/${resourceOf(direction)}/${encodeURIComponent(id)}`);
  if (res.kind === "failed") return unknownFrom(res);
  if (res.status >= 200 && res.status < 300) {
    const t = pick(res.body, wrapperOf(direction));
    if (!t || typeof t !== "object") return unknownFrom(res, "no transaction in the answer");
    const transaction = parseNotchPayTransaction(direction, t, expected);
    if (transaction.id !== id) return unknownFrom(res, `status lookup for ${id} answered about "${transaction.id}"`);
    return { outcome: "found", transaction };
  }
  if (res.status !== 404) return unknownFrom(res);
  // A 404 on the reference alone is not proof enough: confirm with a search of the list.
  const search = await client.listPage(direction, { search: id });
  if (search.kind === "failed" || search.status !== 200) return unknownFrom(search);
  const items = pick(search.body, "items");
  if (!Array.isArray(items)) return unknownFrom(search, "list answer without items");
  const match = items.map((item) => parseNotchPayTransaction(direction, item, expected)).find((tx) => tx.id === id);
  return match
    ? { outcome: "found", transaction: match }
    : { outcome: "not_found", raw: { lookup: res.body, search: search.body } };
}

/** The reconciliation's lookups of our ids of a page (RAIL-7): one status lookup each, a search on a 404. */
export function listNotchPayKnownIds(client: NotchPayClient, query: ListQuery): Promise<ListResult> {
  return lookUpKnownIds(query.knownIds, (id) => notchPayStatus(client, query.direction, id));
}

/**
 * One page (100 payments) of Notch Pay's own list, for the payments made on the account that
 * we do not have (RAIL-7 `missing_here`). It lists payments and transfers by creation date
 * (whole days, YYYY-MM-DD, time zone undocumented): we ask for one day more on each side and
 * keep what was created in [from, to). Payments made outside this app appear too.
 */
export async function listNotchPayPage(client: NotchPayClient, query: ListPageQuery): Promise<ListPageResult> {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const params = { date_start: day(query.from.getTime() - DAY_MS), date_end: day(query.to.getTime() + DAY_MS) };
  const res = await client.listPage(query.direction, { ...params, page: String(query.page) });
  if (res.kind === "failed" || res.status !== 200) return unknownFrom(res);
  const items = pick(res.body, "items");
  if (!Array.isArray(items)) return unknownFrom(res, "list answer without items");
  const transactions: ProviderTransaction[] = [];
  for (const item of items) {
    const tx = parseNotchPayTransaction(query.direction, item);
    const created = tx.createdAt ? Date.parse(tx.createdAt) : Number.NaN;
    if (Number.isNaN(created) || (created >= query.from.getTime() && created < query.to.getTime())) transactions.push(tx);
  }
  const last = Number(pick(res.body, "last_page") ?? query.page);
  return { outcome: "listed", transactions, nextPage: items.length > 0 && query.page < last ? query.page + 1 : null };
}
