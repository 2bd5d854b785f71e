/**
 * Referral card: the link to share, how many friends joined, what it earned
 * (docs/product-rules.md#screen-dashboard), and one action moving the referral balance to
 * principal (docs/product-rules.md#referrals).
 */
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { DashboardResponse } from "@app/schema/contracts/dashboard";
import { CopyField } from "../../../components/ui/copy-field";
import { describeError } from "@app/web/error-messages";
import { formatXaf } from "@app/web/money";
import { REFERRAL_BONUS_XAF } from "@app/schema/money";
import { toast } from "@app/web/toast-store";
import { useMoveReferralBalance } from "../api/move-referral-balance";
import { useOnline } from "../../offline/network";

export function ReferralCard({ data, link }: { data: DashboardResponse; link: string }) {
  const { t, i18n } = useLingui();
  const bonus = formatXaf(REFERRAL_BONUS_XAF, i18n.locale);
  const move = useMoveReferralBalance();
  // Money moves need the server (docs/product-rules.md#offline).
  const online = useOnline();
  const earned = data.referralEarnings.reduce((sum, e) => sum + Number(e.amount), 0);
  const balance = Number(data.user.referralBalance);
  // Bonuses earned but waiting for the returns reserve to be funded (REF-2).
  const pendingFunding = data.pendingReferralBonuses.reduce((sum, b) => sum + Number(b.amount), 0);
  const pendingCount = data.pendingReferralBonuses.length;

  const onMove = () =>
    move.mutate(undefined, {
      onSuccess: ({ movedXaf }) => {
        const moved = formatXaf(movedXaf, i18n.locale);
        toast(
          movedXaf > 0
            ? {
                title: msg`Moved to principal`,
                description: msg`${moved} moved from your referral balance to your principal balance.`,
              }
            : { title: msg`Nothing to move`, description: msg`Your referral balance is empty.` },
        );
      },
      onError: (err) => toast({ title: msg`Move failed`, description: describeError(err), variant: "destructive" }),
    });

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
        <dt>
          <Trans>Referral balance</Trans>
        </dt>
        <dd>{formatXaf(balance, i18n.locale)}</dd>
        {pendingCount > 0 && (
          <>
            <dt>
              <Trans>Pending funding</Trans>
            </dt>
            <dd data-testid="referral-pending-funding">
              <span className="amount--neutral">{formatXaf(pendingFunding, i18n.locale)}</span>
            </dd>
          </>
        )}
      </dl>
      {pendingCount > 0 && (
        <p className="stat__note" role="note">
          <Plural
            value={pendingCount}
            one="The bonus for # friend is earned and waits until the operator funds the returns reserve. It is paid to your referral balance automatically after that, in the daily run."
            other="The bonuses for # friends are earned and wait until the operator funds the returns reserve. They are paid to your referral balance automatically after that, in the daily run."
          />
        </p>
      )}
      <div className="button-row details--spaced">
        <button
          type="button"
          className="button button--outline button--small"
          onClick={onMove}
          disabled={balance <= 0 || !data.user.isActive || move.isPending || !online}
        >
          {move.isPending ? <Trans>Moving...</Trans> : <Trans>Move to principal</Trans>}
        </button>
      </div>
      <p className="stat__note">
        <Trans>
          You earn {bonus} when a friend you invited makes their first investment. Move it to your principal balance to invest or
          withdraw it.
        </Trans>
      </p>
    </section>
  );
}
