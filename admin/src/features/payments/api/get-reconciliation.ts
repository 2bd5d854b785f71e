/** GET /api/admin/payments/reconciliation: the last reconciliation run, its period, whether it is finished and the differences found so far. */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { ReconciliationView } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";
import { PAYMENTS_QUERY_KEY } from "./get-payments";

export const RECONCILIATION_QUERY_KEY = [...PAYMENTS_QUERY_KEY, "reconciliation"] as const;

export function getReconciliation(): Promise<ReconciliationView> {
  return json(client.admin.payments.reconciliation.$get());
}

/** Asked again every 5 s while the run is still going, so its differences appear as its pages are done. */
export const reconciliationQueryOptions = () =>
  queryOptions({
    queryKey: RECONCILIATION_QUERY_KEY,
    queryFn: getReconciliation,
    refetchInterval: (query) => (query.state.data?.ranAt && query.state.data.finishedAt === null ? 5_000 : false),
  });

export function useReconciliation() {
  return useSuspenseQuery(reconciliationQueryOptions());
}
