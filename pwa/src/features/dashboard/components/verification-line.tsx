/**
 * One line under Make Deposit and Withdraw Funds saying whether withdrawals can reach the
 * investor's number, and what to do next (docs/product-rules.md#verified-numbers, KYC-1):
 * before any number is proven, "Make a first deposit from +237 6… to verify your number";
 * then which number withdrawals go to; and the way to tier 2, "Verify your identity"
 * (docs/product-rules.md#identity, IDV-7), until two staff have verified it; the tier's
 * limits folded beneath (KYC-8).
 */
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import type { VerificationView } from "@app/schema/contracts/verification";
import { formatPhone } from "@app/web/money";
import { TierLimitsDetails } from "./tier-limits-details";

export function VerificationLine({ verification, phone }: { verification: VerificationView | undefined; phone: string }) {
  // A screen saved before the dashboard carried it (the offline copy) shows nothing rather than a guess.
  if (!verification) return null;
  const registered = formatPhone(phone);
  const [newest] = verification.payoutNumbers;
  if (!newest) {
    return (
      <>
        <p className="small verification-line" data-testid="verification-line">
          <Trans>
            Withdrawals go only to a number you have proven. Make a first deposit from {registered} with mobile money to verify
            your number.
          </Trans>{" "}
          <IdentityLink tier={verification.tier} />
        </p>
        <TierLimitsDetails verification={verification} />
      </>
    );
  }
  const numbers = verification.payoutNumbers.map((n) => formatPhone(n.number)).join(", ");
  return (
    <>
      <p className="small verification-line" data-testid="verification-line">
        <Trans>Withdrawals can go to your verified number: {numbers}.</Trans> <IdentityLink tier={verification.tier} />
      </p>
      <TierLimitsDetails verification={verification} />
    </>
  );
}

/** The way to tier 2, or that it is reached. */
function IdentityLink({ tier }: { tier: VerificationView["tier"] }) {
  if (tier === 2) return <Trans>Your identity is verified (tier 2).</Trans>;
  return (
    <Link to="/identity">
      <Trans>Verify your identity</Trans>
    </Link>
  );
}
