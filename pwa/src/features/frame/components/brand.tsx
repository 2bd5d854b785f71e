/** Lion emoji, product name and tagline (docs/product-rules.md#screen-frame). The name is a brand: never translated. */
import { AppLink } from "../../../lib/app-link";
import { Trans } from "@lingui/react/macro";

export function Brand() {
  return (
    <AppLink to="/" className="brand">
      <span className="brand__lion" aria-hidden="true">
        🦁
      </span>
      <span className="brand__text">
        <span className="brand__name">LionArt</span>
        <span className="brand__tagline">
          <Trans>Invest in Tomorrow's Art Today</Trans>
        </span>
      </span>
    </AppLink>
  );
}
