/**
 * The statement in both forms (docs/product-rules.md#statements): the CSV in the reader's language,
 * downloaded by a plain link, and the printable page.
 */
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";

export function StatementLinks() {
  const { i18n } = useLingui();
  const lang = i18n.locale === "fr" ? "fr" : "en";
  return (
    <section className="card" aria-labelledby="statement-title">
      <h2 id="statement-title">
        <Trans>Statement</Trans>
      </h2>
      <p className="small muted">
        <Trans>Every movement on your accounts with the running balance, to keep or to print.</Trans>
      </p>
      <div className="button-row">
        <a className="button button--outline button--small" href={`/api/user/statement.csv?lang=${lang}`} download>
          <Trans>Download statement (CSV)</Trans>
        </a>
        <Link to="/statement" className="button button--outline button--small">
          <Trans>Printable statement</Trans>
        </Link>
      </div>
    </section>
  );
}
