/**
 * Which deposit and payout methods the provider handles (docs/product-rules.md#automatic-rails,
 * RAIL-1): GET /api/payments/channels. Read fresh each time a money dialog opens, as an owner
 * may switch a channel at any moment. Shared by the deposit and withdrawal dialogs.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function paymentChannelsQueryOptions() {
  return queryOptions({
    queryKey: ["user", "payments", "channels"],
    queryFn: () => json(client.payments.channels.$get()),
    staleTime: 0,
  });
}

export function usePaymentChannels() {
  return useQuery(paymentChannelsQueryOptions());
}
