/**
 * 'Operator availability': whether MTN and Orange take deposits and payouts through each
 * provider now, as the provider reports it; a provider that could not be asked says so.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { QueryStatus } from "../../../components/ui/query-status";
import { useAvailability } from "../api/get-availability";
import { availabilityLabel, availabilityTone, directionLabel, operatorName, providerName } from "../payment-labels";

export function AvailabilitySection() {
  const { t, i18n } = useLingui();
  const availability = useAvailability();

  return (
    <section className="stack" aria-labelledby="availability-title">
      <h2 id="availability-title" className="section-title">
        <Trans>Operator availability</Trans>
      </h2>
      {!availability.isSuccess ? (
        <QueryStatus
          query={availability}
          loading={<Trans>Asking the providers...</Trans>}
          failed={<Trans>Could not load operator availability.</Trans>}
        />
      ) : (
        <>
          {availability.data.error && (
            <p className="notice notice-warning" role="alert">
              <Trans>A provider could not be asked:</Trans> <span translate="no">{availability.data.error}</span>
            </p>
          )}
          {availability.data.operators.length === 0 ? (
            <p className="muted">
              <Trans>No availability reported.</Trans>
            </p>
          ) : (
            <DataTable
              label={t`Operator availability`}
              className="compact-table"
              columns={[
                { key: "provider", label: t`Provider` },
                { key: "operator", label: t`Operator`, isRowHeader: true },
                { key: "direction", label: t`Direction` },
                { key: "status", label: t`Status` },
              ]}
              rows={availability.data.operators.map((o) => ({ ...o, key: `${o.provider}-${o.operator}-${o.direction}` }))}
            >
              {(o) => (
                <Row key={o.key} id={o.key}>
                  <Cell translate="no">{providerName(o.provider)}</Cell>
                  <Cell translate="no">{operatorName(o.operator)}</Cell>
                  <Cell>{directionLabel(o.direction, i18n)}</Cell>
                  <Cell>
                    <span className={`badge badge-${availabilityTone(o.status)}`}>{availabilityLabel(o.status, i18n)}</span>
                  </Cell>
                </Row>
              )}
            </DataTable>
          )}
        </>
      )}
    </section>
  );
}
