/**
 * GET /api/admin/payments/availability: whether each operator takes deposits and payouts
 * through each provider now, as the provider reports it (`error` when it could not be asked).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AvailabilityView } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";
import { PAYMENTS_QUERY_KEY } from "./get-payments";

export function getAvailability(): Promise<AvailabilityView> {
  return json(client.admin.payments.availability.$get());
}

export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: [...PAYMENTS_QUERY_KEY, "availability"], queryFn: getAvailability });

export function useAvailability() {
  // Asked live of the providers: the tab neither waits for it nor fails with it (its section says so).
  return useQuery(availabilityQueryOptions());
}
