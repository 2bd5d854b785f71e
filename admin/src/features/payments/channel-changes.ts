/**
 * What saving the payment channels would change (docs/product-rules.md#automatic-rails): each
 * direction and method whose channel differs, in a fixed order, for the confirmation.
 */
import type { PaymentChannel, PaymentChannelsInput, PaymentChannelsView } from "@app/schema/contracts/payments";

export type ChannelDirection = keyof PaymentChannelsInput;
export type ChannelMethod = keyof PaymentChannelsInput["deposits"];

export const CHANNEL_DIRECTIONS: readonly ChannelDirection[] = ["deposits", "payouts"];
export const CHANNEL_METHODS: readonly ChannelMethod[] = ["MTN", "Orange"];

export interface ChannelChange {
  direction: ChannelDirection;
  method: ChannelMethod;
  from: PaymentChannel;
  to: PaymentChannel;
}

export function channelChanges(current: PaymentChannelsView, next: PaymentChannelsInput): ChannelChange[] {
  const changes: ChannelChange[] = [];
  for (const direction of CHANNEL_DIRECTIONS) {
    for (const method of CHANNEL_METHODS) {
      const from = current[direction][method];
      const to = next[direction][method];
      if (from !== to) changes.push({ direction, method, from, to });
    }
  }
  return changes;
}

/** The form's values: a copy of the channels as saved, so editing never touches the query's data. */
export function channelsInput(view: PaymentChannelsView): PaymentChannelsInput {
  return {
    deposits: { MTN: view.deposits.MTN, Orange: view.deposits.Orange },
    payouts: { MTN: view.payouts.MTN, Orange: view.payouts.Orange },
  };
}
