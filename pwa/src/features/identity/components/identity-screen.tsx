/**
 * "Verify your identity" (docs/product-rules.md#identity, IDV-7): what reaching tier 2 takes,
 * then the state of the investor's check: the form when none is open, "being checked" while
 * staff review it, "verified" at tier 2, or the rejection's reason with the form again.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "@app/web/money";
import { useUser } from "../../auth/api/get-user";
import { useIdentity } from "../api/identity";
import { IdentityForm } from "./identity-form";

export function IdentityScreen() {
  const { i18n } = useLingui();
  const { data: user } = useUser();
  const { data } = useIdentity();
  const check = data.check;
  const age = data.ageOfMajority;
  const verified = data.identityVerifiedAt ? formatDateTime(data.identityVerifiedAt, i18n.locale) : null;
  const submitted = check ? formatDateTime(check.submittedAt, i18n.locale) : "";
  return (
    <section className="card narrow" aria-labelledby="identity-title">
      <h1 id="identity-title">
        <Trans>Verify your identity</Trans>
      </h1>
      {verified ? (
        <p className="banner" data-testid="identity-state">
          <Trans>Your identity was verified on {verified}. Your account is at tier 2.</Trans>
        </p>
      ) : check?.status === "submitted" ? (
        <p className="banner" data-testid="identity-state">
          <Trans>Sent on {submitted}. Our staff are checking your documents; we will tell you when they have decided.</Trans>
        </p>
      ) : (
        <>
          {check?.status === "rejected" && (
            <div className="banner banner--destructive" data-testid="identity-state">
              <p>
                <Trans>Your identity could not be verified:</Trans> {check.reason}
              </p>
              <p>
                <Trans>Correct what is asked and send it again.</Trans>
              </p>
            </div>
          )}
          <p>
            <Trans>
              Tier 2 raises your limits. Send your legal name, date of birth, your national identity card or passport and a
              selfie. You must be at least {age} years old. Two members of our staff check them; only they can see your photos.
            </Trans>
          </p>
          <IdentityForm defaultName={user?.fullName ?? ""} />
        </>
      )}
    </section>
  );
}
