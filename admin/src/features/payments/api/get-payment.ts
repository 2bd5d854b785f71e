/** GET /api/admin/payments/{id}: one payment with its status history and the provider's raw answers. */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { AdminPaymentDetail } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";
import { PAYMENTS_QUERY_KEY } from "./get-payments";

export const paymentQueryKey = (id: string) => [...PAYMENTS_QUERY_KEY, "detail", id] as const;

export function getPayment(id: string): Promise<AdminPaymentDetail> {
  return json(client.admin.payments[":id"].$get({ param: { id } }));
}

export const paymentQueryOptions = (id: string) => queryOptions({ queryKey: paymentQueryKey(id), queryFn: () => getPayment(id) });

export function usePayment(id: string) {
  return useSuspenseQuery(paymentQueryOptions(id));
}
