/** Suspended users still see their account, with why and where to get help (docs/product-rules.md#suspension). */
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

export function SuspendedBanner() {
  return (
    <div className="banner banner--destructive" role="alert">
      <p>
        <strong>
          <Trans>Your account is suspended.</Trans>
        </strong>{" "}
        <Trans>
          You can see your account, but you cannot deposit, invest or withdraw, and daily returns are paused. Please contact
          support from the <Link to="/assistant">Assistant page</Link>.
        </Trans>
      </p>
    </div>
  );
}
