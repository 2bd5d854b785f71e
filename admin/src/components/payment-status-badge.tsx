/** A provider payment's state as a coloured badge (lib/payment-status.ts). */
import { useLingui } from "@lingui/react/macro";
import { paymentStatusLabel, paymentStatusTone } from "../lib/payment-status";

export function PaymentStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  return <span className={`badge badge-${paymentStatusTone(status)}`}>{paymentStatusLabel(status, i18n)}</span>;
}
