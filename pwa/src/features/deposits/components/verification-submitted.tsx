/** 'Verification Submitted', a way back, and the move to /dashboard after 2000 ms (docs/product-rules.md#screen-deposit). */
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

const REDIRECT_MS = 2000;

export function VerificationSubmitted() {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form was long: bring the confirmation into view below the sticky top bar.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: "center" });
    const timer = window.setTimeout(() => void navigate({ to: "/dashboard" }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="submitted" role="status">
      <p className="submitted__icon" aria-hidden="true">
        ✓
      </p>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Verification Submitted</Trans>
      </h2>
      <p>
        <Trans>
          We received your deposit verification. An admin checks it against the transfer and credits your principal balance,
          usually within 1 to 2 hours during business hours.
        </Trans>
      </p>
      <p className="small muted">
        <Trans>Taking you to your dashboard...</Trans>
      </p>
      <Link to="/dashboard" className="button">
        <Trans>Back to dashboard</Trans>
      </Link>
    </div>
  );
}
