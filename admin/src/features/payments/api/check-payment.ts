/**
 * POST /api/admin/payments/{id}/check: asks the provider for the payment's status now (the
 * same lookup the poller makes, recorded with source `admin`) and answers the payment after
 * it; a final answer settles it there and then (docs/product-rules.md#automatic-rails).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminPaymentDetail } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";
import { paymentQueryKey } from "./get-payment";

export function checkPayment(id: string): Promise<AdminPaymentDetail> {
  return json(client.admin.payments[":id"].check.$post({ param: { id } }));
}

export function useCheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayment,
    onSuccess: (payment) => queryClient.setQueryData(paymentQueryKey(payment.id), payment),
  });
}
