/** GET /api/admin/payments/reconciliation: the last reconciliation run, its period and the differences it found. */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { ReconciliationView } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";
import { PAYMENTS_QUERY_KEY } from "./get-payments";

export const RECONCILIATION_QUERY_KEY = [...PAYMENTS_QUERY_KEY, "reconciliation"] as const;

export function getReconciliation(): Promise<ReconciliationView> {
  return json(client.admin.payments.reconciliation.$get());
}

export const reconciliationQueryOptions = () => queryOptions({ queryKey: RECONCILIATION_QUERY_KEY, queryFn: getReconciliation });

export function useReconciliation() {
  return useSuspenseQuery(reconciliationQueryOptions());
}
