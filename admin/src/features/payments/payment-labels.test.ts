import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES } from "@app/schema/contracts/payments";
import { testI18n } from "../../test/i18n";
import { paymentStatusLabel, paymentStatusTone } from "../../lib/payment-status";
import {
  availabilityLabel,
  differenceLabel,
  directionLabel,
  operatorName,
  providerName,
  rawAnswerText,
  sourceLabel,
} from "./payment-labels";

describe("the rails' codes in the staff's words", () => {
  it("names every payment state in English and French, and colours the final ones", () => {
    const en = testI18n("en");
    const fr = testI18n("fr");
    for (const status of PAYMENT_STATUSES) {
      expect(paymentStatusLabel(status, en)).not.toBe(status);
      expect(paymentStatusLabel(status, fr)).not.toBe(paymentStatusLabel(status, en));
    }
    expect(paymentStatusLabel("needs_review", en)).toBe("Needs review");
    expect(paymentStatusTone("succeeded")).toBe("success");
    expect(paymentStatusTone("failed")).toBe("danger");
    expect(paymentStatusTone("needs_review")).toBe("danger");
    expect(paymentStatusTone("pending")).toBe("warning");
  });

  it("shows a code it does not know as the server wrote it", () => {
    const en = testI18n("en");
    expect(paymentStatusLabel("refunded", en)).toBe("refunded");
    expect(paymentStatusTone("refunded")).toBe("neutral");
    expect(sourceLabel("webhook_v3", en)).toBe("webhook_v3");
    expect(providerName("mobilemoney")).toBe("mobilemoney");
  });

  it("words sources, directions, differences and availability in French too", () => {
    const fr = testI18n("fr");
    expect(sourceLabel("admin", testI18n("en"))).toBe("Checked by staff");
    expect(sourceLabel("callback", fr)).not.toBe("Provider callback");
    expect(directionLabel("payout", fr)).not.toBe("Payout");
    expect(differenceLabel("missing_here", fr)).not.toBe("Only at the provider");
    expect(availabilityLabel("closed", fr)).not.toBe("Closed");
  });

  it("writes the providers and operators as their brands do", () => {
    expect(providerName("pawapay")).toBe("pawaPay");
    expect(providerName("notchpay")).toBe("Notch Pay");
    expect(operatorName("ORANGE")).toBe("Orange");
    expect(operatorName("MTN")).toBe("MTN");
  });
});

describe("a provider's raw answer, for reading", () => {
  it("indents objects and JSON held in a string", () => {
    expect(rawAnswerText({ status: "COMPLETED", amount: "1000" })).toBe('{\n  "status": "COMPLETED",\n  "amount": "1000"\n}');
    expect(rawAnswerText('{"a":1}')).toBe('{\n  "a": 1\n}');
  });

  it("keeps other text as it is and shows nothing for no answer", () => {
    expect(rawAnswerText("<html>502 Bad Gateway</html>")).toBe("<html>502 Bad Gateway</html>");
    expect(rawAnswerText(null)).toBe("");
    expect(rawAnswerText(undefined)).toBe("");
    expect(rawAnswerText("")).toBe("");
  });
});
