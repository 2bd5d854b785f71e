/**
 * The daily reconciliation of the automatic rails (docs/product-rules.md#automatic-rails,
 * RAIL-7): for the last RECONCILE_DAYS days, each provider's answers about our payments are
 * compared with ours. A final status the provider reports for a payment still open here is
 * applied (the same status lookup rules as the poller); every difference left is stored for
 * staff: a status or an amount that differs, a payment the provider has and we do not
 * (`missing_here`, from a provider's own list), one we count as paid or pending that the
 * provider does not have (`missing_there`). Also the providers' operator availability.
 *
 * A run is cut into chains of bounded pages (reconciliation-pages.ts): per provider and
 * direction, one chain per SLICE_HOURS of the period over our payments, and one over the
 * provider's own list where it has one. Starting a run writes it and answers the first page
 * of each chain; the queue `lionart-reconcile` does the pages (reconciliation-queue.ts), so
 * no invocation grows with the number of payments (docs/ARCHITECTURE.md#scale).
 */
import type { AvailabilityView, ReconciliationDifference, ReconciliationView } from "@app/schema/contracts/payments";
import type { Direction } from "../../payments/provider";
import type { Rails } from "../../payments/rails-config";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { type ReconcilePage, reconcilePage } from "./reconciliation-pages";

/** How far back each run looks, in days. */
export const RECONCILE_DAYS = 2;
/** Each slice of the period is a chain of its own, so a large period's pages run side by side. */
export const SLICE_HOURS = 6;
/** The differences a view shows, the first found. */
const SHOWN_DIFFERENCES = 1000;
const DIRECTIONS: Direction[] = ["deposit", "payout"];

/**
 * Writes the run of the period ending at `now` (audited when `admin` starts it) and answers the
 * first page of each of its chains, for the caller to send or do. With a `runKey` (the daily
 * run's), a start retried after its run was written finds that run and answers the same first
 * pages instead of writing a second run (a page done twice appends nothing).
 */
export async function startReconciliation(
  rails: Rails,
  now: Date,
  admin?: AdminRow,
  runKey?: string,
): Promise<{ runId: number; pages: ReconcilePage[] }> {
  const { db } = rails;
  const from = new Date(now.getTime() - RECONCILE_DAYS * 86_400_000);
  const firsts: Omit<ReconcilePage, "runId">[] = [];
  for (const provider of [rails.providers.pawapay, rails.providers.notchpay]) {
    if (!provider) continue;
    for (const direction of DIRECTIONS) {
      for (let at = from.getTime(); at < now.getTime(); at += SLICE_HOURS * 3_600_000) {
        const to = Math.min(at + SLICE_HOURS * 3_600_000, now.getTime());
        const slice = { from: new Date(at).toISOString(), to: new Date(to).toISOString() };
        firsts.push({ provider: provider.name, direction, chain: "ours", ...slice, cursor: "" });
      }
      if (provider.listPage) {
        firsts.push({
          provider: provider.name,
          direction,
          chain: "theirs",
          from: from.toISOString(),
          to: now.toISOString(),
          cursor: "",
        });
      }
    }
  }
  const [run] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO reconciliation_runs (ran_at, period_from, period_to, pages_open, finished_at, run_key)
         VALUES (?1, ?2, ?3, ?4, CASE WHEN ?4 = 0 THEN ?1 END, ?5)
         ON CONFLICT (run_key) DO UPDATE SET run_key = excluded.run_key RETURNING id`,
      )
      .bind(now.toISOString(), from.toISOString(), now.toISOString(), firsts.length, runKey ?? null),
    ...(admin ? [auditStatement(db, admin, "payments.reconcile", undefined, { pages: firsts.length })] : []),
  ]);
  const runId = run!.results[0]!.id;
  return { runId, pages: firsts.map((p) => ({ runId, ...p })) };
}

/**
 * Runs the whole reconciliation of the period ending at `now` in this invocation and answers
 * it: for tests and the chaos test, which drive fake times. Production sends the pages to the
 * queue instead (reconciliation-queue.ts), since this grows with the number of payments.
 */
export async function reconcile(rails: Rails, now = new Date(), admin?: AdminRow): Promise<ReconciliationView> {
  const { pages } = await startReconciliation(rails, now, admin);
  for (let page = pages.shift(); page; page = pages.shift()) {
    const next = await reconcilePage(rails, page, now);
    if (next) pages.push(next);
  }
  return lastReconciliation(rails.db);
}

/** The last run, its state and the differences found so far (the first SHOWN_DIFFERENCES); nulls before the first run. */
export async function lastReconciliation(db: D1Database): Promise<ReconciliationView> {
  const [runs, differences] = await db.batch([
    db.prepare("SELECT ran_at, finished_at, period_from, period_to FROM reconciliation_runs ORDER BY id DESC LIMIT 1"),
    db
      .prepare(
        `SELECT payment_id AS paymentId, provider, direction, kind, ours, theirs FROM reconciliation_differences
       WHERE run_id = (SELECT MAX(id) FROM reconciliation_runs) ORDER BY id LIMIT ?`,
      )
      .bind(SHOWN_DIFFERENCES),
  ]);
  const run = runs?.results[0] as
    | { ran_at: string; finished_at: string | null; period_from: string; period_to: string }
    | undefined;
  if (!run) return { ranAt: null, finishedAt: null, periodFrom: null, periodTo: null, differences: [] };
  return {
    ranAt: run.ran_at,
    finishedAt: run.finished_at,
    periodFrom: run.period_from,
    periodTo: run.period_to,
    differences: (differences?.results ?? []) as ReconciliationDifference[],
  };
}

/** Each configured provider's operator availability, as the provider reports it now. */
export async function operatorAvailability(rails: Rails): Promise<AvailabilityView> {
  const out: AvailabilityView = { operators: [], error: null };
  for (const provider of [rails.providers.pawapay, rails.providers.notchpay]) {
    if (!provider) continue;
    const result = await provider.availability();
    if (result.outcome === "known") {
      out.operators.push(...result.operators.map((o) => ({ provider: provider.name, ...o, status: o.status })));
    } else if (result.outcome === "unknown") {
      out.error = `${provider.name}: ${result.reason}`;
    }
  }
  return out;
}
