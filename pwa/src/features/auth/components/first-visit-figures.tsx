/**
 * The operator's declared identity and the transparency summary on /login
 * (docs/product-rules.md#operator, OPR-1; #transparency), from GET /api/transparency:
 * the reserve that pays returns, what is owed while it is short, what was paid out, and
 * the books' last check. Loaded after the page's first paint (first-visit.tsx).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate, formatXaf } from "@app/web/money";
import { useTransparency } from "../../terms/api/get-transparency";

export default function FirstVisitFigures() {
  const { i18n } = useLingui();
  const { data, isPending } = useTransparency();
  if (isPending) {
    return (
      <p className="muted">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (!data) {
    return (
      <p className="muted">
        <Trans>The figures are not available right now. Please try again later.</Trans>
      </p>
    );
  }
  const xaf = (v: string) => formatXaf(v, i18n.locale);
  const name = data.operatorLegalName.trim();
  const licence = data.licenceReference.trim();
  const asOf = formatDate(data.asOf, i18n.locale, true);
  return (
    <>
      <p>
        {name ? <Trans>Operated by {name}.</Trans> : <Trans>The operator's legal name has not been declared.</Trans>}{" "}
        {licence ? (
          <Trans>Licence or approval reference: {licence}</Trans>
        ) : (
          <Trans>No licence or approval reference has been declared.</Trans>
        )}
      </p>
      <dl className="first-visit__figures">
        <dt>
          <Trans>Returns reserve</Trans>
        </dt>
        <dd>{xaf(data.reserveBalance)}</dd>
        <dt>
          <Trans>Returns owed, waiting for funding</Trans>
        </dt>
        <dd>{xaf(data.returnsOwed)}</dd>
        <dt>
          <Trans>Returns paid</Trans>
        </dt>
        <dd>{xaf(data.returnsPaid)}</dd>
        <dt>
          <Trans>Withdrawals paid</Trans>
        </dt>
        <dd>{xaf(data.withdrawalsPaid)}</dd>
      </dl>
      <p className="small muted">
        <Trans>Figures as of {asOf}.</Trans>
      </p>
    </>
  );
}
