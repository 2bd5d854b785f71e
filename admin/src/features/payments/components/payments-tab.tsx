/**
 * The Payments tab (finance and owners; docs/product-rules.md#automatic-rails): the provider
 * transactions, filtered by status and direction, then the last reconciliation's differences,
 * the deposits held in suspense (docs/product-rules.md#suspense), the operators' availability and the payment channels (owners switch them; also under
 * Settings, where support reads them).
 */
import type { PaymentFilter } from "../api/get-payments";
import { AvailabilitySection } from "./availability-section";
import { PaymentChannelsPanel } from "./payment-channels-form";
import { PaymentsList } from "./payments-list";
import { SuspenseSection } from "../../suspense/components/suspense-section";
import { ReconciliationSection } from "./reconciliation-section";

interface PaymentsTabProps {
  filter: PaymentFilter;
  onFilter: (filter: PaymentFilter) => void;
  isOwner: boolean;
}

export function PaymentsTab({ filter, onFilter, isOwner }: PaymentsTabProps) {
  return (
    <div className="stack payments-tab">
      <PaymentsList filter={filter} onFilter={onFilter} />
      <ReconciliationSection />
      <SuspenseSection />
      <AvailabilitySection />
      <PaymentChannelsPanel isOwner={isOwner} />
    </div>
  );
}
