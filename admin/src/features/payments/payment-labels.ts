/**
 * The staff's words for the automatic rails' codes (docs/product-rules.md#automatic-rails):
 * directions, what caused a status change, reconciliation differences and
 * operator availability. A code the server adds later is shown as it is, never hidden.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  OperatorAvailabilityView,
  PaymentDirection,
  PaymentProviderName,
  ReconciliationDifference,
} from "@app/schema/contracts/payments";
import type { BadgeTone } from "../../lib/payment-status";

const DIRECTION: Record<PaymentDirection, MessageDescriptor> = {
  deposit: msg({ message: "Deposit", context: "payment direction" }),
  payout: msg({ message: "Payout", context: "payment direction" }),
};

export function directionLabel(direction: PaymentDirection, i18n: I18n): string {
  return i18n._(DIRECTION[direction]);
}

const SOURCE: Record<string, MessageDescriptor> = {
  app: msg`Our request`,
  callback: msg`Provider callback`,
  poll: msg`Automatic check`,
  admin: msg`Checked by staff`,
  reconciliation: msg`Reconciliation`,
};

/** What caused a history entry; an unknown source is shown as the server wrote it. */
export function sourceLabel(source: string, i18n: I18n): string {
  const label = SOURCE[source];
  return label ? i18n._(label) : source;
}

const KIND: Record<ReconciliationDifference["kind"], MessageDescriptor> = {
  status: msg`Status differs`,
  missing_here: msg`Only at the provider`,
  missing_there: msg`Only here`,
  amount: msg`Amount differs`,
};

export function differenceLabel(kind: ReconciliationDifference["kind"], i18n: I18n): string {
  return KIND[kind] ? i18n._(KIND[kind]) : kind;
}

const AVAILABILITY: Record<OperatorAvailabilityView["status"], { label: MessageDescriptor; tone: BadgeTone }> = {
  operational: { label: msg({ message: "Operational", context: "operator availability" }), tone: "success" },
  delayed: { label: msg({ message: "Delayed", context: "operator availability" }), tone: "warning" },
  closed: { label: msg({ message: "Closed", context: "operator availability" }), tone: "danger" },
  unknown: { label: msg({ message: "Unknown", context: "operator availability" }), tone: "neutral" },
};

export function availabilityLabel(status: OperatorAvailabilityView["status"], i18n: I18n): string {
  const known = AVAILABILITY[status];
  return known ? i18n._(known.label) : status;
}

export function availabilityTone(status: OperatorAvailabilityView["status"]): BadgeTone {
  return AVAILABILITY[status]?.tone ?? "neutral";
}

/** The providers' own names: brands, the same in every language. */
const PROVIDER_NAMES: Record<PaymentProviderName, string> = { pawapay: "pawaPay", notchpay: "Notch Pay" };

export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider as PaymentProviderName] ?? provider;
}

/** "MTN" | "ORANGE" (the availability's spelling) as the panel writes the methods. */
export function operatorName(operator: string): string {
  return operator === "ORANGE" ? "Orange" : operator;
}

/**
 * A provider's answer as stored, indented for reading: objects as JSON, a string that
 * holds JSON parsed first, any other text as it is; "" when there is none.
 */
export function rawAnswerText(raw: unknown): string {
  if (raw === null || raw === undefined || raw === "") return "";
  if (typeof raw === "string") {
    try {
      return JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      return raw;
    }
  }
  return JSON.stringify(raw, null, 2) ?? String(raw);
}
