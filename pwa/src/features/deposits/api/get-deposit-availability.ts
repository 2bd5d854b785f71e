/**
 * GET /api/deposits/availability: whether new deposits are open. Asked afresh each time
 * the deposit dialog opens (no cache), since an admin may switch deposits off at any time.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function getDepositAvailability() {
  return json(client.deposits.availability.$get());
}

export function depositAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: ["user", "deposits", "availability"],
    queryFn: getDepositAvailability,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDepositAvailability() {
  return useQuery(depositAvailabilityQueryOptions());
}
