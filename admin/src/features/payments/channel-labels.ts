/** The words of the payment channels' settings: a direction and method ("MTN deposits") and a channel. */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentChannel } from "@app/schema/contracts/payments";
import type { ChannelDirection, ChannelMethod } from "./channel-changes";

const CHANNEL: Record<PaymentChannel, MessageDescriptor> = {
  manual: msg({ message: "Manual", context: "payment channel" }),
  automatic: msg({ message: "Automatic", context: "payment channel" }),
};

export function channelLabel(channel: PaymentChannel, i18n: I18n): string {
  return i18n._(CHANNEL[channel]);
}

const LINE: Record<ChannelDirection, Record<ChannelMethod, MessageDescriptor>> = {
  deposits: { MTN: msg`MTN deposits`, Orange: msg`Orange deposits` },
  payouts: { MTN: msg`MTN payouts`, Orange: msg`Orange payouts` },
};

export function channelLineLabel(direction: ChannelDirection, method: ChannelMethod, i18n: I18n): string {
  return i18n._(LINE[direction][method]);
}
