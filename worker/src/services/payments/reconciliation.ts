/**
 * The daily reconciliation of the automatic rails (docs/product-rules.md#automatic-rails,
 * RAIL-7): for the last RECONCILE_DAYS days, each provider's list of payments is compared
 * with ours. A final status the provider reports for a payment still open here is applied
 * (the same status lookup rules as the poller); every difference left is stored for staff:
 * a status or an amount that differs, a payment the provider has and we do not
 * (`missing_here`), one we count as paid or pending that the provider does not have
 * (`missing_there`). Also the providers' operator availability for the staff view.
 */
import type { AvailabilityView, ReconciliationDifference, ReconciliationView } from "@app/schema/contracts/payments";
import { reconciliationRuns } from "@app/schema/db/payments";
import { desc } from "drizzle-orm";
import { getDb } from "../../lib/db";
import type { Direction, ProviderTransaction } from "../../payments/provider";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import type { Rails } from "../../payments/rails-config";
import { type PaymentRow, paymentRow } from "./payment-rows";
import { applyStatus } from "./state-machine";

/** How far back each run looks, in days. */
export const RECONCILE_DAYS = 2;
/** How recent a payment may be and still be absent from a provider's list without being reported. */
const LIST_EDGE_MS = 10 * 60 * 1000;

/** Runs the reconciliation for the period ending at `now`, stores and returns its differences. */
export async function reconcile(rails: Rails, now = new Date(), admin?: AdminRow): Promise<ReconciliationView> {
  const { db } = rails;
  const from = new Date(now.getTime() - RECONCILE_DAYS * 86_400_000);
  const differences: ReconciliationDifference[] = [];
  for (const provider of [rails.providers.pawapay, rails.providers.notchpay]) {
    if (!provider) continue;
    for (const direction of ["deposit", "payout"] as Direction[]) {
      const { results: ours } = await db
        .prepare("SELECT * FROM payments WHERE provider = ? AND direction = ? AND created_at >= ? AND created_at < ?")
        .bind(provider.name, direction, from.toISOString(), now.toISOString())
        .all<PaymentRow>();
      const listed = await provider.listTransactions({ direction, from, to: now, knownIds: ours.map((p) => p.id) });
      if (listed.outcome !== "listed") continue; // no answer: the next run covers the same days
      const byId = new Map(ours.map((p) => [p.id, p]));
      for (const tx of listed.transactions) {
        const row = byId.get(tx.id);
        if (!row) {
          differences.push(diff(provider.name, direction, null, "missing_here", null, describe(tx)));
          continue;
        }
        let current = row;
        if (isFinal(tx) && row.status !== statusOf(tx)) {
          await applyStatus(rails, provider, row, { outcome: "found", transaction: tx }, "reconciliation", now);
          current = (await paymentRow(db, row.id)) ?? row;
        }
        if (tx.amountXaf !== null && tx.amountXaf !== current.amount_xaf) {
          differences.push(diff(provider.name, direction, row.id, "amount", String(current.amount_xaf), String(tx.amountXaf)));
        } else if ((isFinal(tx) && current.status !== statusOf(tx)) || tx.status === "reversed") {
          differences.push(diff(provider.name, direction, row.id, "status", current.status, tx.providerStatus ?? tx.status));
        }
      }
      // Ours that the provider does not have: the ids its lookups positively did not find
      // (`known_ids_only`), or, from its own full list (`provider_list`), every id it left out.
      // A list is filtered by the provider's creation time, a little after ours: payments of
      // the last LIST_EDGE_MS are left to the next run, which covers the same days.
      const listedIds = new Set(listed.transactions.map((tx) => tx.id));
      const missing =
        listed.coverage === "provider_list"
          ? ours.filter((p) => !listedIds.has(p.id) && Date.parse(p.created_at) < now.getTime() - LIST_EDGE_MS).map((p) => p.id)
          : listed.notFoundIds;
      for (const id of missing) {
        const row = byId.get(id);
        if (row && (row.status === "succeeded" || row.status === "pending")) {
          differences.push(diff(provider.name, direction, id, "missing_there", row.status, null));
        }
      }
    }
  }
  const view: ReconciliationView = {
    ranAt: now.toISOString(),
    periodFrom: from.toISOString(),
    periodTo: now.toISOString(),
    differences,
  };
  await db.batch([
    db
      .prepare("INSERT INTO reconciliation_runs (ran_at, period_from, period_to, differences) VALUES (?, ?, ?, ?)")
      .bind(view.ranAt, view.periodFrom, view.periodTo, JSON.stringify(differences)),
    ...(admin ? [auditStatement(db, admin, "payments.reconcile", undefined, { differences: differences.length })] : []),
  ]);
  return view;
}

/** The last run's findings (nulls before the first run). */
export async function lastReconciliation(db: D1Database): Promise<ReconciliationView> {
  const row = await getDb(db).select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(1).get();
  if (!row) return { ranAt: null, periodFrom: null, periodTo: null, differences: [] };
  return {
    ranAt: row.ranAt,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    differences: JSON.parse(row.differences) as ReconciliationDifference[],
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

const isFinal = (tx: ProviderTransaction) => tx.status === "succeeded" || tx.status === "failed";
const statusOf = (tx: ProviderTransaction) => (tx.status === "succeeded" ? "succeeded" : "failed");
const describe = (tx: ProviderTransaction) => `${tx.providerStatus ?? tx.status} ${tx.amountXaf ?? tx.amountRaw ?? "?"} XAF`;

function diff(
  provider: ReconciliationDifference["provider"],
  direction: Direction,
  paymentId: string | null,
  kind: ReconciliationDifference["kind"],
  ours: string | null,
  theirs: string | null,
): ReconciliationDifference {
  return { paymentId, provider, direction, kind, ours, theirs };
}
