/**
 * A provider payment's state in the staff's words, and its badge colour
 * (docs/product-rules.md#automatic-rails). Shared by the Payments tab and the withdrawals'
 * payout line; a state the server adds later is shown as it is.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentState } from "@app/schema/contracts/payments";

export type BadgeTone = "success" | "warning" | "danger" | "neutral";

const STATUS: Record<PaymentState, { label: MessageDescriptor; tone: BadgeTone }> = {
  created: { label: msg({ message: "Created", context: "payment status" }), tone: "neutral" },
  submitted: { label: msg({ message: "Submitted", context: "payment status" }), tone: "neutral" },
  pending: { label: msg({ message: "Pending", context: "payment status" }), tone: "warning" },
  succeeded: { label: msg({ message: "Succeeded", context: "payment status" }), tone: "success" },
  failed: { label: msg({ message: "Failed", context: "payment status" }), tone: "danger" },
  unknown: { label: msg({ message: "Outcome unknown", context: "payment status" }), tone: "warning" },
  needs_review: { label: msg({ message: "Needs review", context: "payment status" }), tone: "danger" },
};

export function paymentStatusLabel(status: string, i18n: I18n): string {
  const known = STATUS[status as PaymentState];
  return known ? i18n._(known.label) : status;
}

export function paymentStatusTone(status: string): BadgeTone {
  return STATUS[status as PaymentState]?.tone ?? "neutral";
}
