/**
 * One identity check as staff review it (docs/product-rules.md#identity, IDV-4..IDV-6): the
 * legal name beside the registered one, the birth date and document, the two images (read
 * through the admin-only route, each view audited), and 'Propose approval' or 'Reject' while
 * it waits. A second admin approves the proposal in Pending approvals.
 */
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatDateTime, formatPhone } from "@app/web/money";
import { Button } from "../../../components/ui/button";
import { UserLink } from "../../../components/user-link";
import { identityFileUrl, useIdentityCheck } from "../api/get-identity-checks";
import { IdentityDecisionDialog, type IdentityDecisionMode } from "./identity-decision-dialog";
import { DocumentTypeLabel, IdentityStatusBadge } from "./identity-labels";

export function IdentityReview({ checkId }: { checkId: number }) {
  const { t, i18n } = useLingui();
  const { data: c } = useIdentityCheck(checkId);
  const [mode, setMode] = useState<IdentityDecisionMode | null>(null);
  const locale = i18n.locale;
  return (
    <section className="stack" aria-labelledby="identity-review-title">
      <h2 id="identity-review-title" className="section-title">
        <Trans>Identity check #{checkId}</Trans> <IdentityStatusBadge status={c.status} waiting={c.openApprovalId !== null} />
      </h2>
      <dl className="identity-facts">
        <dt>
          <Trans>Investor</Trans>
        </dt>
        <dd>
          <UserLink userId={c.userId} name={c.registeredName} className="user-link" />{" "}
          <span className="nowrap">{formatPhone(c.phone)}</span>
        </dd>
        <dt>
          <Trans>Legal name</Trans>
        </dt>
        <dd>{c.fullLegalName}</dd>
        <dt>
          <Trans>Date of birth</Trans>
        </dt>
        <dd>{c.dateOfBirth}</dd>
        <dt>
          <Trans>Document</Trans>
        </dt>
        <dd>
          <DocumentTypeLabel type={c.documentType} /> <code translate="no">{c.documentNumber}</code>
        </dd>
        <dt>
          <Trans>Submitted</Trans>
        </dt>
        <dd>{formatDateTime(c.submittedAt, locale)}</dd>
        {c.decidedAt && (
          <>
            <dt>
              <Trans>Decided</Trans>
            </dt>
            <dd>
              {formatDateTime(c.decidedAt, locale)} {c.decidedBy && <Trans>by {c.decidedBy}</Trans>}
            </dd>
          </>
        )}
        {c.reason && (
          <>
            <dt>
              <Trans>Reason given to the investor</Trans>
            </dt>
            <dd>{c.reason}</dd>
          </>
        )}
      </dl>
      <p className="muted">
        <Trans>Every view of these images is written to the audit log.</Trans>
      </p>
      <div className="identity-images">
        <figure>
          <img src={identityFileUrl(checkId, "document")} alt={t`The identity document`} />
          <figcaption>
            <Trans>Document</Trans>
          </figcaption>
        </figure>
        <figure>
          <img src={identityFileUrl(checkId, "selfie")} alt={t`The investor's selfie`} />
          <figcaption>
            <Trans>Selfie</Trans>
          </figcaption>
        </figure>
      </div>
      {c.status === "submitted" && (
        <div className="actions">
          {c.openApprovalId === null ? (
            <Button tone="primary" onPress={() => setMode("propose")}>
              <Trans>Propose approval</Trans>
            </Button>
          ) : (
            <Link to="/approvals">
              <Trans>Waiting for a second admin in Pending approvals</Trans>
            </Link>
          )}
          <Button tone="danger" onPress={() => setMode("reject")}>
            <Trans>Reject</Trans>
          </Button>
        </div>
      )}
      <IdentityDecisionDialog checkId={checkId} mode={mode} onClose={() => setMode(null)} />
    </section>
  );
}
