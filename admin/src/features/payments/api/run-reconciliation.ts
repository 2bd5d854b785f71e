/** POST /api/admin/payments/reconciliation/run: starts a comparison of our payments with the providers' (its pages run on a queue) and answers the new run. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReconciliationView } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";
import { RECONCILIATION_QUERY_KEY } from "./get-reconciliation";

export function runReconciliation(): Promise<ReconciliationView> {
  return json(client.admin.payments.reconciliation.run.$post());
}

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSuccess: (view) => queryClient.setQueryData(RECONCILIATION_QUERY_KEY, view),
  });
}
