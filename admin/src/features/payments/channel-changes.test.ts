import { describe, expect, it } from "vitest";
import type { PaymentChannelsView } from "@app/schema/contracts/payments";
import { channelChanges, channelsInput } from "./channel-changes";

const saved: PaymentChannelsView = {
  deposits: { MTN: "manual", Orange: "manual" },
  payouts: { MTN: "automatic", Orange: "manual" },
};

describe("what saving the payment channels changes", () => {
  it("is nothing when the form holds the saved channels", () => {
    expect(channelChanges(saved, channelsInput(saved))).toEqual([]);
  });

  it("lists each changed channel, deposits before payouts and MTN before Orange", () => {
    const next = channelsInput(saved);
    next.payouts.MTN = "manual";
    next.deposits.Orange = "automatic";
    next.deposits.MTN = "automatic";
    expect(channelChanges(saved, next)).toEqual([
      { direction: "deposits", method: "MTN", from: "manual", to: "automatic" },
      { direction: "deposits", method: "Orange", from: "manual", to: "automatic" },
      { direction: "payouts", method: "MTN", from: "automatic", to: "manual" },
    ]);
  });

  it("edits a copy, never the saved channels", () => {
    const next = channelsInput(saved);
    next.deposits.MTN = "automatic";
    expect(saved.deposits.MTN).toBe("manual");
  });
});
