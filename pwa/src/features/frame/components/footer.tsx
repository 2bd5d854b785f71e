/**
 * Footer (docs/product-rules.md#screen-frame; docs/product-rules.md#operator): quick
 * links, support, support hours, the community and social links and the operator's legal
 * identity, which the root route passes in from the settings.
 */
import type { ReactNode } from "react";
import { AppLink } from "../../../lib/app-link";
import { Trans, useLingui } from "@lingui/react/macro";

interface FooterProps {
  supportButtons: ReactNode;
  communityLinks: ReactNode;
  operatorStatement: ReactNode;
}

export function Footer({ supportButtons, communityLinks, operatorStatement }: FooterProps) {
  const { t } = useLingui();
  return (
    <footer className="footer">
      <div className="footer__grid">
        <nav aria-label={t`Quick links`}>
          <h2 className="footer__title">
            <Trans>Quick links</Trans>
          </h2>
          <ul className="footer__list">
            <li>
              <AppLink to="/">
                <Trans>Home</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink to="/dashboard">
                <Trans>Dashboard</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink to="/projects">
                <Trans>Projects</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink to="/assistant">
                <Trans>Assistant</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink to="/terms">
                <Trans>Terms</Trans>
              </AppLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 className="footer__title" id="footer-support">
            <Trans>Support</Trans>
          </h2>
          <p>
            <AppLink to="/assistant">
              <Trans>Assistant page</Trans>
            </AppLink>
          </p>
          {supportButtons}
          <p className="footer__hours">
            <Trans>Support hours: Monday–Saturday, 8:00 AM–6:00 PM (Cameroon time)</Trans>
          </p>
        </section>
        {communityLinks}
      </div>
      <div className="footer__legal">{operatorStatement}</div>
    </footer>
  );
}
