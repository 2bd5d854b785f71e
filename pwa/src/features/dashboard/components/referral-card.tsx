/** Referral card: the link to share, how many friends joined, what it earned (spec section 2). */
import { Trans, useLingui } from "@lingui/react/macro";
import type { DashboardResponse } from "@app/schema/contracts/dashboard";
import { CopyField } from "../../../components/ui/copy-field";
import { formatXaf } from "../../../lib/format";

export function ReferralCard({ data, link }: { data: DashboardResponse; link: string }) {
  const { t, i18n } = useLingui();
  const earned = data.referralEarnings.reduce((sum, e) => sum + Number(e.amount), 0);
  return (
    <section className="card" aria-labelledby="referral-title">
      <h2 id="referral-title">
        <Trans>Referrals</Trans>
      </h2>
      <CopyField label={t`Your referral link`} value={link} />
      <dl className="details details--spaced">
        <dt>
          <Trans>Friends referred</Trans>
        </dt>
        <dd>{data.referralCount}</dd>
        <dt>
          <Trans>Referral earnings</Trans>
        </dt>
        <dd>{formatXaf(earned, i18n.locale)}</dd>
      </dl>
      <p className="stat__note">
        <Trans>You earn 1,000 XAF when a friend you invited makes their first investment.</Trans>
      </p>
    </section>
  );
}
