/** The user page's profile (docs/product-rules.md#operator-views, OPS-2): name, phone, service, status, referral code and referrer, terms and dates. */
import { useLingui, Trans } from "@lingui/react/macro";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { formatDateTime, formatPhone } from "@app/web/money";
import { Link } from "@tanstack/react-router";

export function UserProfile({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  const p = data.profile;
  const name = p.fullName ?? t`(erased)`;
  return (
    <section className="stack" aria-labelledby="user-page-title">
      <h1 id="user-page-title" className="panel-title">
        {name} <span className="muted">#{p.id}</span>{" "}
        {p.isActive ? (
          <span className="badge badge-success">
            <Trans>Active</Trans>
          </span>
        ) : (
          <span className="badge badge-danger">
            <Trans>Suspended</Trans>
          </span>
        )}
        {p.mustChangePassword && (
          <span className="badge badge-warning">
            <Trans>Must change password</Trans>
          </span>
        )}
      </h1>
      <dl className="summary-list">
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd translate="no">{p.phone ? formatPhone(p.phone) : "—"}</dd>
        <dt>
          <Trans>Mobile money service</Trans>
        </dt>
        <dd>{p.mobileMoneyService}</dd>
        <dt>
          <Trans>Referral code</Trans>
        </dt>
        <dd translate="no">{p.referralCode ?? "—"}</dd>
        <dt>
          <Trans>Referred by</Trans>
        </dt>
        <dd>
          {p.referredBy ? (
            <Link to="/users/$userId" params={{ userId: p.referredBy.id }} className="user-name">
              {p.referredBy.fullName ?? t`(erased)`} #{p.referredBy.id}
            </Link>
          ) : (
            "—"
          )}
        </dd>
        <dt>
          <Trans>Registered</Trans>
        </dt>
        <dd>{formatDateTime(p.createdAt, i18n.locale)}</dd>
        <dt>
          <Trans>First investment</Trans>
        </dt>
        <dd>{p.firstInvestedAt ? formatDateTime(p.firstInvestedAt, i18n.locale) : "—"}</dd>
      </dl>
    </section>
  );
}
