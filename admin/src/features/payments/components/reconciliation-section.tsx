/**
 * 'Reconciliation differences': when the comparison with the providers last ran, the period
 * it covered, whether it is still going (its pages run on a queue), what differed (a payment
 * of ours links to its page), and 'Run reconciliation now', which starts a run
 * (docs/product-rules.md#automatic-rails, RAIL-7).
 */
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReconciliationDifference } from "@app/schema/contracts/payments";
import { formatDateTime } from "@app/web/money";
import { Button } from "../../../components/ui/button";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useReconciliation } from "../api/get-reconciliation";
import { useRunReconciliation } from "../api/run-reconciliation";
import { differenceLabel, directionLabel, providerName } from "../payment-labels";

export function ReconciliationSection() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const view = useReconciliation();
  const run = useRunReconciliation();

  function runNow() {
    run.mutate(undefined, {
      onSuccess: (result) => {
        const count = result.differences.length;
        toast(
          result.finishedAt === null
            ? { title: t`Reconciliation started`, description: t`The differences appear below as the payments are compared.` }
            : {
                title: t`Reconciliation finished`,
                description: count === 0 ? t`No differences found.` : t`Differences found: ${count}`,
              },
        );
      },
      onError: (error) =>
        toast({ title: t`Reconciliation failed`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <section className="stack" aria-labelledby="reconciliation-title">
      <div className="section-heading">
        <h2 id="reconciliation-title" className="section-title">
          <Trans>Reconciliation differences</Trans>
        </h2>
        <Button size="small" onPress={runNow} isDisabled={run.isPending}>
          {run.isPending ? <Trans>Running...</Trans> : <Trans>Run reconciliation now</Trans>}
        </Button>
      </div>
      <RunFacts ranAt={view.data.ranAt} from={view.data.periodFrom} to={view.data.periodTo} />
      {view.data.ranAt !== null && view.data.finishedAt === null && (
        <p className="muted" role="status">
          <Trans>Still comparing: the differences found so far are shown.</Trans>
        </p>
      )}
      {view.data.ranAt !== null &&
        (view.data.differences.length === 0 ? (
          <p className="muted">
            <Trans>No differences: our payments and the providers' agree.</Trans>
          </p>
        ) : (
          <DifferencesTable differences={view.data.differences} />
        ))}
    </section>
  );
}

function RunFacts({ ranAt, from, to }: { ranAt: string | null; from: string | null; to: string | null }) {
  const { i18n } = useLingui();
  if (ranAt === null) {
    return (
      <p className="muted">
        <Trans>Reconciliation has not run yet.</Trans>
      </p>
    );
  }
  const locale = i18n.locale;
  const last = formatDateTime(ranAt, locale);
  const start = from ? formatDateTime(from, locale) : "…";
  const end = to ? formatDateTime(to, locale) : "…";
  return (
    <dl className="summary-list">
      <div>
        <dt>
          <Trans>Last run</Trans>
        </dt>
        <dd>{last}</dd>
      </div>
      <div>
        <dt>
          <Trans>Period</Trans>
        </dt>
        <dd>
          <Trans>
            {start} to {end}
          </Trans>
        </dd>
      </div>
    </dl>
  );
}

/** A UUID's first group: enough to tell payments apart in a list; the link's title holds all of it. */
function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

function DifferencesTable({ differences }: { differences: ReconciliationDifference[] }) {
  const { t, i18n } = useLingui();
  return (
    <DataTable
      label={t`Reconciliation differences`}
      className="responsive-table"
      columns={[
        { key: "kind", label: t`Difference`, isRowHeader: true },
        { key: "payment", label: t`Payment` },
        { key: "provider", label: t`Provider` },
        { key: "direction", label: t`Direction` },
        { key: "ours", label: t`Ours` },
        { key: "theirs", label: t`Provider's` },
      ]}
      rows={differences.map((d, index) => ({ ...d, key: `${index}` }))}
    >
      {(d) => (
        <Row key={d.key} id={d.key}>
          <Cell data-label={t`Difference`}>{differenceLabel(d.kind, i18n)}</Cell>
          <Cell data-label={t`Payment`}>
            {d.paymentId ? (
              <Link to="/payments/$paymentId" params={{ paymentId: d.paymentId }} translate="no" title={d.paymentId}>
                <code>{shortId(d.paymentId)}</code>
              </Link>
            ) : (
              <span className="muted">—</span>
            )}
          </Cell>
          <Cell data-label={t`Provider`} translate="no">
            {providerName(d.provider)}
          </Cell>
          <Cell data-label={t`Direction`}>{directionLabel(d.direction, i18n)}</Cell>
          <Cell data-label={t`Ours`}>{d.ours ?? <span className="muted">—</span>}</Cell>
          <Cell data-label={t`Provider's`}>{d.theirs ?? <span className="muted">—</span>}</Cell>
        </Row>
      )}
    </DataTable>
  );
}
