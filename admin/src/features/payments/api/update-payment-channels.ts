/** PUT /api/admin/payment-channels (owners): all four channels at once; answers them as saved. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentChannelsInput, PaymentChannelsView } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";
import { PAYMENT_CHANNELS_QUERY_KEY } from "./get-payment-channels";

export function updatePaymentChannels(input: PaymentChannelsInput): Promise<PaymentChannelsView> {
  return json(client.admin["payment-channels"].$put({ json: input }));
}

export function useUpdatePaymentChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentChannels,
    onSuccess: (channels) => queryClient.setQueryData(PAYMENT_CHANNELS_QUERY_KEY, channels),
  });
}
