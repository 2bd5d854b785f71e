/**
 * 'Held in suspense' on the Payments tab (docs/product-rules.md#suspense): deposits a provider
 * completed after their account was deleted, owed back to the number that paid, each with
 * 'Refund' (a proposal for a second admin) or the state of its refund proposal.
 */
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { SuspenseItem } from "@app/schema/contracts/suspense";
import { formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import { Button } from "../../../components/ui/button";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { useSuspense } from "../api/suspense";
import { RefundDialog } from "./refund-dialog";

export function SuspenseSection() {
  const { t, i18n } = useLingui();
  const { data } = useSuspense();
  const [refunding, setRefunding] = useState<SuspenseItem | null>(null);
  const locale = i18n.locale;
  const total = formatXaf(data.balanceXaf, locale);
  return (
    <section className="stack" aria-labelledby="suspense-title">
      <h2 id="suspense-title" className="section-title">
        <Trans>Held in suspense</Trans>
      </h2>
      {data.items.length === 0 ? (
        <p className="muted">
          <Trans>Nothing is held in suspense.</Trans>
        </p>
      ) : (
        <>
          <p className="muted">
            <Trans>
              {total} from deposits that completed after their account was deleted, owed back to the number that paid.
            </Trans>
          </p>
          <DataTable
            label={t`Held in suspense`}
            className="responsive-table"
            columns={[
              { key: "reference", label: t`Reference`, isRowHeader: true },
              { key: "payer", label: t`Paid from` },
              { key: "amount", label: t`Amount` },
              { key: "heldAt", label: t`Held since` },
              { key: "refund", label: t`Refund` },
            ]}
            rows={data.items.map((item) => ({ ...item, key: String(item.transferId) }))}
          >
            {(item) => (
              <Row key={item.key} id={item.key}>
                <Cell data-label={t`Reference`}>
                  <Link to="/payments/$paymentId" params={{ paymentId: item.paymentId }} translate="no">
                    <code>{item.reference}</code>
                  </Link>
                </Cell>
                <Cell data-label={t`Paid from`}>
                  <span className="nowrap">{formatPhone(item.payerPhone)}</span> {item.paymentMethod}
                </Cell>
                <Cell data-label={t`Amount`}>{formatXaf(item.amountXaf, locale)}</Cell>
                <Cell data-label={t`Held since`}>{formatDateTime(item.heldAt, locale)}</Cell>
                <Cell data-label={t`Refund`}>
                  {item.refund?.status === "proposed" ? (
                    <span className="badge badge-warning">
                      <Trans>Waiting for a second admin</Trans>
                    </span>
                  ) : (
                    <Button size="small" onPress={() => setRefunding(item)}>
                      <Trans>Refund</Trans>
                    </Button>
                  )}
                </Cell>
              </Row>
            )}
          </DataTable>
        </>
      )}
      <RefundDialog item={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
