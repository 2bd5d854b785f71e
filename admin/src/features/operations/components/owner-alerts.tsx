/**
 * The owners' alerts on the Operations tab (docs/product-rules.md#operations, OPS-5): books that
 * do not balance, a failed daily run, jobs given up; one line per event with how often it was
 * reported, its technical detail as recorded, and "Acknowledge" (audited). Owners only.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { OwnerAlertView } from "@app/schema/contracts/operations";
import { formatCount, formatDate, formatDateTime } from "@app/web/money";
import { Button } from "../../../components/ui/button";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useAcknowledgeAlert, useOpenAlerts } from "../api/owner-alerts";

/** What happened, in the reader's language, from the alert's kind and key (`<kind>:[<queue>:]<day>`). */
function AlertTitle({ alert }: { alert: OwnerAlertView }) {
  const { i18n } = useLingui();
  const parts = alert.key.split(":");
  const day = formatDate(parts.at(-1) ?? "", i18n.locale) || parts.at(-1);
  const queue = <span translate="no">{parts[1]}</span>;
  if (alert.kind === "books_unbalanced") return <Trans>The books check of {day} does not balance.</Trans>;
  if (alert.kind === "daily_run_failed") return <Trans>The daily run of {day} failed.</Trans>;
  return (
    <Trans>
      Jobs of the queue {queue} failed for good on {day}: see the failed jobs below.
    </Trans>
  );
}

export function OwnerAlerts() {
  const { t, i18n } = useLingui();
  const alerts = useOpenAlerts();
  const acknowledge = useAcknowledgeAlert();
  const toast = useToast();
  if (!alerts.data) return null;
  const items = alerts.data.items;
  return (
    <section aria-labelledby="owner-alerts-title" className="owner-alerts">
      <h2 id="owner-alerts-title">
        <Trans>Alerts</Trans>
      </h2>
      {acknowledge.isError ? (
        <p role="alert" className="error">
          {errorMessage(acknowledge.error, i18n)}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="empty">
          <Trans>No open alert: the books balance, the daily runs ran and no job failed for good.</Trans>
        </p>
      ) : (
        <DataTable<OwnerAlertView>
          label={t`Open alerts`}
          className="compact-table"
          columns={[
            { key: "what", label: t`What happened`, isRowHeader: true },
            { key: "times", label: t`Times reported` },
            { key: "first", label: t`First` },
            { key: "last", label: t`Last` },
            { key: "action", label: t`Action` },
          ]}
          rows={items}
        >
          {(alert) => (
            <Row key={alert.id} id={alert.id}>
              <Cell>
                <AlertTitle alert={alert} />
                <span className="cell-sub">
                  <code translate="no">{alert.detail}</code>
                </span>
              </Cell>
              <Cell className="num">{formatCount(alert.occurrences, i18n.locale)}</Cell>
              <Cell className="nowrap">{formatDateTime(alert.createdAt, i18n.locale)}</Cell>
              <Cell className="nowrap">{formatDateTime(alert.lastAt, i18n.locale)}</Cell>
              <Cell className="nowrap">
                <Button
                  size="small"
                  isDisabled={acknowledge.isPending}
                  onPress={() =>
                    acknowledge.mutate(alert.id, {
                      onSuccess: () => toast({ title: t`Alert acknowledged.` }),
                    })
                  }
                >
                  <Trans>Acknowledge</Trans>
                </Button>
              </Cell>
            </Row>
          )}
        </DataTable>
      )}
    </section>
  );
}
