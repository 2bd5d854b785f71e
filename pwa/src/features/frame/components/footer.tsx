/**
 * Footer (docs/product-rules.md#screen-frame; docs/product-rules.md#operator): quick
 * links, support, support hours, the community and social links and the operator's legal
 * identity, which the root route passes in from the settings.
 */
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
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
              <Link to="/">
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <Link to="/dashboard">
                <Trans>Dashboard</Trans>
              </Link>
            </li>
            <li>
              <Link to="/projects">
                <Trans>Projects</Trans>
              </Link>
            </li>
            <li>
              <Link to="/assistant">
                <Trans>Assistant</Trans>
              </Link>
            </li>
            <li>
              <Link to="/terms">
                <Trans>Terms</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 className="footer__title" id="footer-support">
            <Trans>Support</Trans>
          </h2>
          <p>
            <Link to="/assistant">
              <Trans>Assistant page</Trans>
            </Link>
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
