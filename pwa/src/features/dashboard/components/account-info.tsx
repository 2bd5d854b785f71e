/** Account information: name, +237 phone, mobile money service, member since. */
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthUser } from "@app/schema/contracts/auth";
import { formatDate, formatPhone } from "@app/web/money";

export function AccountInfo({ user, children }: { user: AuthUser; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section className="card" aria-labelledby="account-info-title">
      <h2 id="account-info-title">
        <Trans>Account information</Trans>
      </h2>
      <dl className="details">
        <dt>
          <Trans>Full name</Trans>
        </dt>
        <dd>{user.fullName}</dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{formatPhone(user.phone)}</dd>
        <dt>
          <Trans>Service</Trans>
        </dt>
        <dd>{user.mobileMoneyService}</dd>
        <dt>
          <Trans>Member since</Trans>
        </dt>
        <dd>{formatDate(user.createdAt, i18n.locale)}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          {user.isActive ? (
            <span className="badge badge--ok">
              <Trans>Active</Trans>
            </span>
          ) : (
            <span className="badge badge--danger">
              <Trans>Suspended</Trans>
            </span>
          )}
        </dd>
      </dl>
      {children}
    </section>
  );
}
