/** Home hero with the Make Deposit and Withdraw Funds actions (docs/product-rules.md#screen-home). */
import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";

export function Hero({ fullName, actions }: { fullName: string; actions: ReactNode }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="small">
        <Trans>Hello, {fullName}</Trans>
      </p>
      <h1 id="hero-title">
        <Trans>Invest in Tomorrow's Art Today</Trans>
      </h1>
      <p>
        <Trans>Put money into art paint boards inspired by great painters, with your mobile money.</Trans>
      </p>
      {actions}
    </section>
  );
}
