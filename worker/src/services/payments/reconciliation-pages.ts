/**
 * One page of a reconciliation run (docs/product-rules.md#automatic-rails, RAIL-7;
 * docs/ARCHITECTURE.md#scale): the unit of work of the queue `lionart-reconcile`, bounded
 * whatever the number of payments.
 *
 * - An `ours` page: at most PAGE_SIZE of our payments of one provider, direction and slice
 *   of the period, after a cursor (keyset on created_at, id through `payments_reconcile`),
 *   each looked up at the provider (pawaPay: one GET each; Notch Pay: one GET, and a search
 *   of its list on a 404, so at most 2 x PAGE_SIZE subrequests). A final status the provider
 *   reports for a payment still open here is applied (the poller's rules, `applyStatus`);
 *   status and amount differences, and ours the provider positively does not have
 *   (`missing_there`), are recorded.
 * - A `theirs` page (providers with a list of their own, Notch Pay): one page (100) of the
 *   provider's list of the period; each payment whose id is not one of ours is `missing_here`.
 *
 * Invariants: a page's differences, its record and the run's count of open chains are
 * written in one batch, guarded by the page's record, so a page delivered twice appends
 * nothing the second time (it only answers its successor again); applying a status is
 * guarded in SQL as everywhere (transitions.ts).
 */
import { PAYMENT_DIRECTIONS, PAYMENT_PROVIDERS, type ReconciliationDifference } from "@app/schema/contracts/payments";
import { z } from "zod/mini";
import type { Direction, PaymentProvider, ProviderName, ProviderTransaction } from "../../payments/provider";
import type { Rails } from "../../payments/rails-config";
import { type PaymentRow, paymentRow } from "./payment-rows";
import { applyStatus } from "./state-machine";

/** Our payments per `ours` page: lookups, and in the worst case (every one settled here) one transition batch each. */
export const PAGE_SIZE = 50;

/** A page message: which run, which chain (provider, direction, kind, slice [from, to)) and where in it. */
export interface ReconcilePage {
  runId: number;
  provider: ProviderName;
  direction: Direction;
  chain: "ours" | "theirs";
  /** The slice of the period, ISO times: half-open [from, to). */
  from: string;
  to: string;
  /** "" for a chain's first page; `created_at|id` of the last payment done (ours), or the page number (theirs). */
  cursor: string;
}

/** A page message's body as the consumer accepts it: anything else is malformed (lib/queue-consumer.ts). */
export const reconcilePageSchema: z.ZodMiniType<ReconcilePage> = z.object({
  runId: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
  direction: z.enum(PAYMENT_DIRECTIONS),
  chain: z.enum(["ours", "theirs"]),
  from: z.string(),
  to: z.string(),
  cursor: z.string(),
});

/** The chain a page belongs to, as recorded in `reconciliation_pages`. */
const chainOf = (p: ReconcilePage) => `${p.provider}:${p.direction}:${p.chain}:${p.from}`;

/**
 * Does `page` of its run at `now` (the time written in the payments' history) and answers the
 * next page of its chain, or null after the chain's last page (or for a run that does not
 * exist). A page done already only answers its successor. Throws when the provider's list
 * gives no answer (a `theirs` page), so the queue retries it.
 */
export async function reconcilePage(rails: Rails, page: ReconcilePage, now: Date): Promise<ReconcilePage | null> {
  const { db } = rails;
  const known = await db
    .prepare(
      `SELECT r.id, p.run_id AS done, p.next FROM reconciliation_runs r
       LEFT JOIN reconciliation_pages p ON p.run_id = r.id AND p.chain = ? AND p.cursor = ? WHERE r.id = ?`,
    )
    .bind(chainOf(page), page.cursor, page.runId)
    .first<{ id: number; done: number | null; next: string | null }>();
  if (!known) return null;
  if (known.done !== null) return known.next === null ? null : { ...page, cursor: known.next };
  const provider = rails.providers[page.provider];
  const { differences, next } = !provider
    ? { differences: [], next: null } // not configured any more: nothing to ask, the chain ends
    : page.chain === "ours"
      ? await oursPage(rails, provider, page, now)
      : await theirsPage(rails, provider, page);
  await savePage(db, page, differences, next, now);
  return next === null ? null : { ...page, cursor: next };
}

interface PageOutcome {
  differences: ReconciliationDifference[];
  next: string | null;
}

async function oursPage(rails: Rails, provider: PaymentProvider, page: ReconcilePage, now: Date): Promise<PageOutcome> {
  const [afterAt = "", afterId = ""] = page.cursor === "" ? [] : page.cursor.split("|");
  const { results: ours } = await rails.db
    .prepare(
      // The range on created_at is what the index reads; a row-value comparison would read the whole slice.
      `SELECT * FROM payments WHERE provider = ?1 AND direction = ?2 AND created_at >= ?3 AND created_at < ?4
       AND (created_at > ?3 OR id > ?5) ORDER BY created_at, id LIMIT ?6`,
    )
    .bind(page.provider, page.direction, afterAt || page.from, page.to, afterId, PAGE_SIZE)
    .all<PaymentRow>();
  const last = ours.at(-1);
  const next = ours.length === PAGE_SIZE && last ? `${last.created_at}|${last.id}` : null;
  if (ours.length === 0) return { differences: [], next };
  const listed = await provider.listTransactions({
    direction: page.direction,
    from: new Date(page.from),
    to: new Date(page.to),
    knownIds: ours.map((p) => p.id),
  });
  if (listed.outcome !== "listed") return { differences: [], next }; // no answer: the next run covers the same days
  const diff = differenceOf(page);
  const differences: ReconciliationDifference[] = [];
  const byId = new Map(ours.map((p) => [p.id, p]));
  for (const tx of listed.transactions) {
    const row = byId.get(tx.id);
    if (!row) continue; // a lookup answers about the id asked (the adapters check it)
    let current = row;
    if (isFinal(tx) && row.status !== statusOf(tx)) {
      await applyStatus(rails, provider, row, { outcome: "found", transaction: tx }, "reconciliation", now);
      current = (await paymentRow(rails.db, row.id)) ?? row;
    }
    if (tx.amountXaf !== null && tx.amountXaf !== current.amount_xaf) {
      differences.push(diff(row.id, "amount", String(current.amount_xaf), String(tx.amountXaf)));
    } else if ((isFinal(tx) && current.status !== statusOf(tx)) || tx.status === "reversed") {
      differences.push(diff(row.id, "status", current.status, tx.providerStatus ?? tx.status));
    }
  }
  for (const id of listed.notFoundIds) {
    const row = byId.get(id);
    if (row && (row.status === "succeeded" || row.status === "pending")) {
      differences.push(diff(id, "missing_there", row.status, null));
    }
  }
  return { differences, next };
}

async function theirsPage(rails: Rails, provider: PaymentProvider, page: ReconcilePage): Promise<PageOutcome> {
  if (!provider.listPage) return { differences: [], next: null };
  const number = page.cursor === "" ? 1 : Number(page.cursor);
  const listed = await provider.listPage({
    direction: page.direction,
    from: new Date(page.from),
    to: new Date(page.to),
    page: number,
  });
  if (listed.outcome !== "listed") throw new Error(`${page.provider} list page ${number}: ${listed.reason} ${listed.detail}`);
  const ids = listed.transactions.map((tx) => tx.id);
  const { results } = await rails.db
    .prepare("SELECT id FROM payments WHERE id IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(ids))
    .all<{ id: string }>();
  const ours = new Set(results.map((r) => r.id));
  const diff = differenceOf(page);
  return {
    differences: listed.transactions.filter((tx) => !ours.has(tx.id)).map((tx) => diff(null, "missing_here", null, describe(tx))),
    next: listed.nextPage === null ? null : String(listed.nextPage),
  };
}

/**
 * The page's differences, its record and, after a chain's last page, one chain fewer open on
 * the run (finished at 0): one batch, each part guarded by the page not being recorded yet.
 */
async function savePage(
  db: D1Database,
  page: ReconcilePage,
  differences: ReconciliationDifference[],
  next: string | null,
  now: Date,
) {
  const chain = chainOf(page);
  const statements: D1PreparedStatement[] = [];
  if (differences.length > 0) {
    statements.push(
      db
        .prepare(
          `INSERT INTO reconciliation_differences (run_id, provider, direction, payment_id, kind, ours, theirs)
           SELECT ?1, ?2, ?3, json_extract(value, '$.paymentId'), json_extract(value, '$.kind'),
             json_extract(value, '$.ours'), json_extract(value, '$.theirs')
           FROM json_each(?4)
           WHERE NOT EXISTS (SELECT 1 FROM reconciliation_pages WHERE run_id = ?1 AND chain = ?5 AND cursor = ?6)
           ORDER BY key`,
        )
        .bind(page.runId, page.provider, page.direction, JSON.stringify(differences), chain, page.cursor),
    );
  }
  statements.push(
    db
      .prepare("INSERT INTO reconciliation_pages (run_id, chain, cursor, next) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
      .bind(page.runId, chain, page.cursor, next),
  );
  if (next === null) {
    statements.push(
      db
        .prepare(
          `UPDATE reconciliation_runs SET pages_open = pages_open - 1,
             finished_at = CASE WHEN pages_open = 1 THEN ? ELSE finished_at END
           WHERE id = ? AND changes() = 1`,
        )
        .bind(now.toISOString(), page.runId),
    );
  }
  await db.batch(statements);
}

const isFinal = (tx: ProviderTransaction) => tx.status === "succeeded" || tx.status === "failed";
const statusOf = (tx: ProviderTransaction) => (tx.status === "succeeded" ? "succeeded" : "failed");
const describe = (tx: ProviderTransaction) => `${tx.providerStatus ?? tx.status} ${tx.amountXaf ?? tx.amountRaw ?? "?"} XAF`;

/** A difference of `page`'s provider and direction. */
function differenceOf(page: ReconcilePage) {
  return (
    paymentId: string | null,
    kind: ReconciliationDifference["kind"],
    ours: string | null,
    theirs: string | null,
  ): ReconciliationDifference => ({ paymentId, provider: page.provider, direction: page.direction, kind, ours, theirs });
}
