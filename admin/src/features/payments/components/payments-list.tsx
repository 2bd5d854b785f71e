/**
 * The list part of the Payments tab: the filters, the transactions found so far and 'Load
 * more' while the server has older ones (its `nextCursor`).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/error-message";
import { type PaymentFilter, usePayments } from "../api/get-payments";
import { PaymentFilters } from "./payment-filters";
import { PaymentsTable } from "./payments-table";

interface PaymentsListProps {
  filter: PaymentFilter;
  onFilter: (filter: PaymentFilter) => void;
}

export function PaymentsList({ filter, onFilter }: PaymentsListProps) {
  const { i18n } = useLingui();
  const list = usePayments(filter);
  const payments = list.data.pages.flatMap((page) => page.payments);
  const filtered = filter.status !== undefined || filter.direction !== undefined;

  return (
    <section className="stack" aria-labelledby="payments-list-title">
      <h2 id="payments-list-title" className="section-title">
        <Trans>Provider transactions</Trans>
      </h2>
      <PaymentFilters filter={filter} onChange={onFilter} />
      {payments.length === 0 ? (
        <p className="empty">{filtered ? <Trans>No payments match these filters.</Trans> : <Trans>No payments yet.</Trans>}</p>
      ) : (
        <>
          <PaymentsTable payments={payments} filter={filter} />
          {list.isError && (
            <p className="notice notice-error" role="alert">
              {errorMessage(list.error, i18n)}
            </p>
          )}
          {list.hasNextPage && (
            <div className="actions">
              <Button size="small" onPress={() => void list.fetchNextPage()} isDisabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
