/**
 * The dashboard's way to the proof of liabilities check (/liabilities, issue 21): one line and
 * a link, so the dashboard carries none of the check's code or words.
 */
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

export function LiabilitiesLink() {
  return (
    <section className="card" aria-labelledby="liabilities-link-title">
      <h2 id="liabilities-link-title">
        <Trans>Proof of liabilities</Trans>
      </h2>
      <p className="small muted">
        <Trans>Each day LionArt publishes a signed total of what it owes investors.</Trans>
      </p>
      <Link to="/liabilities" className="button button--outline button--small">
        <Trans>Check that my balance is counted</Trans>
      </Link>
    </section>
  );
}
