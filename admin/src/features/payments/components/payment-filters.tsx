/** The Payments list's filters, status and direction; 'all' clears one. The route keeps them in the URL. */
import { useLingui } from "@lingui/react/macro";
import { PAYMENT_STATUSES, type PaymentDirection, type PaymentState } from "@app/schema/contracts/payments";
import { SelectField } from "../../../components/ui/select-field";
import { paymentStatusLabel } from "../../../lib/payment-status";
import type { PaymentFilter } from "../api/get-payments";

interface PaymentFiltersProps {
  filter: PaymentFilter;
  onChange: (filter: PaymentFilter) => void;
}

export function PaymentFilters({ filter, onChange }: PaymentFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="filter-row">
      <SelectField<PaymentState | "all">
        label={t`Status`}
        value={filter.status ?? "all"}
        options={[
          { value: "all", label: t`All statuses` },
          ...PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentStatusLabel(s, i18n) })),
        ]}
        onChange={(status) => onChange({ ...filter, status: status === "all" ? undefined : status })}
      />
      <SelectField<PaymentDirection | "all">
        label={t`Direction`}
        value={filter.direction ?? "all"}
        options={[
          { value: "all", label: t`Deposits and payouts` },
          { value: "deposit", label: t`Deposits` },
          { value: "payout", label: t`Payouts` },
        ]}
        onChange={(direction) => onChange({ ...filter, direction: direction === "all" ? undefined : direction })}
      />
    </div>
  );
}
