/** /deposit-verification (signed in only): the verification form arrives with the deposit flow. */
import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

export const Route = createFileRoute("/_auth/deposit-verification")({
  component: DepositVerificationPage,
});

function DepositVerificationPage() {
  return (
    <section className="card narrow">
      <h1>
        <Trans>Deposit verification</Trans>
      </h1>
      <p>
        <Trans>Deposits are not open yet. Please do not send any money for now; this page will let you verify a deposit soon.</Trans>
      </p>
      <Link to="/dashboard" className="button button--outline">
        <Trans>Go to dashboard</Trans>
      </Link>
    </section>
  );
}
