/** GET /api/admin/payment-channels: for deposits and payouts, whether MTN and Orange go through the provider or by hand. */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { PaymentChannelsView } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";

export const PAYMENT_CHANNELS_QUERY_KEY = ["admin", "payment-channels"] as const;

export function getPaymentChannels(): Promise<PaymentChannelsView> {
  return json(client.admin["payment-channels"].$get());
}

export const paymentChannelsQueryOptions = () =>
  queryOptions({ queryKey: PAYMENT_CHANNELS_QUERY_KEY, queryFn: getPaymentChannels });

export function usePaymentChannels() {
  return useSuspenseQuery(paymentChannelsQueryOptions());
}
