/**
 * GET /api/admin/payments?status=&direction=&cursor=: provider transactions, newest first by
 * creation, one page at a time; 'Load more' asks for the page after the last id shown.
 */
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import type { AdminPaymentPage, PaymentDirection, PaymentState } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";

export const PAYMENTS_QUERY_KEY = ["admin", "payments"] as const;

export interface PaymentFilter {
  status?: PaymentState;
  direction?: PaymentDirection;
}

export function getPayments(filter: PaymentFilter, cursor: string | undefined): Promise<AdminPaymentPage> {
  const query: Record<string, string> = {};
  if (filter.status) query.status = filter.status;
  if (filter.direction) query.direction = filter.direction;
  if (cursor) query.cursor = cursor;
  return json(client.admin.payments.$get({ query }));
}

export const paymentsQueryOptions = (filter: PaymentFilter) =>
  infiniteQueryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, "list", filter],
    queryFn: ({ pageParam }) => getPayments(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function usePayments(filter: PaymentFilter) {
  return useSuspenseInfiniteQuery(paymentsQueryOptions(filter));
}
