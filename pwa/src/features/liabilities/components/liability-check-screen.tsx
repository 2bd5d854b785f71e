/**
 * /liabilities (signed in; issue 21, docs/proof-of-liabilities.md): "Check that my balance is
 * counted". Fetches the investor's latest proof and the public records, verifies them in the
 * browser with WebCrypto (run-check.ts), and shows each check, then what this proves and what
 * it does not. Its own lazy chunk and catalog: no other screen downloads it.
 */
import { Link } from "@tanstack/react-router";
import { AppLink } from "../../../lib/app-link";
import { Trans } from "@lingui/react/macro";
import { useLiabilityCheck } from "../run-check";
import { BalanceBreakdown } from "./balance-breakdown";
import { CheckLines } from "./check-lines";
import { CheckProblem } from "./problem";
import { TechnicalDetails } from "./technical-details";
import "./liabilities.css";

export function LiabilityCheckScreen() {
  const check = useLiabilityCheck();
  return (
    <article className="card liabilities" aria-labelledby="liabilities-title">
      <h1 id="liabilities-title">
        <Trans>Is my balance counted?</Trans>
      </h1>
      <p>
        <Trans>
          Every day, after its books are checked, LionArt publishes a signed record of the total it owes its investors. Your phone
          checks here, by itself, that your balance is part of that total.
        </Trans>
      </p>
      {check.isPending ? (
        <p className="muted" role="status">
          <Trans>Checking your balance...</Trans>
        </p>
      ) : check.isError ? (
        <CheckProblem error={check.error} retry={() => void check.refetch()} />
      ) : (
        <>
          <BalanceBreakdown v={check.data} />
          <CheckLines v={check.data} />
          <TechnicalDetails v={check.data} />
        </>
      )}
      <section aria-labelledby="liabilities-proves">
        <h2 id="liabilities-proves">
          <Trans>What this proves, and what it does not</Trans>
        </h2>
        <p>
          <Trans>
            This check proves that LionArt counted your whole balance among what it owes its investors on that day, and signed
            that total. It does not prove that the money to pay it exists: the cash behind it is in the transparency figures.
          </Trans>
        </p>
        <div className="button-row">
          <AppLink to="/terms#transparency-title" className="button button--outline button--small">
            <Trans>Transparency figures</Trans>
          </AppLink>
          <Link to="/dashboard" className="button button--outline button--small">
            <Trans>Back to dashboard</Trans>
          </Link>
        </div>
      </section>
    </article>
  );
}
