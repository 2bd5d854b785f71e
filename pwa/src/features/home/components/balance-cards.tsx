/** Principal balance, referral balance and the referral link with its copy button. */
import { Trans, useLingui } from "@lingui/react/macro";
import { CopyField } from "../../../components/ui/copy-field";
import { formatXaf } from "@app/web/money";
import { REFERRAL_BONUS_XAF } from "@app/schema/money";

interface BalanceCardsProps {
  principalBalance: string;
  referralBalance: string;
  referralLink: string;
}

export function BalanceCards({ principalBalance, referralBalance, referralLink }: BalanceCardsProps) {
  const { t, i18n } = useLingui();
  const bonus = formatXaf(REFERRAL_BONUS_XAF, i18n.locale);
  return (
    <div className="grid grid--3">
      <section className="card">
        <h2 className="stat__label">
          <Trans>Principal balance</Trans>
        </h2>
        <p className="stat__value">{formatXaf(principalBalance, i18n.locale)}</p>
        <p className="stat__note">
          <Trans>Available to invest or withdraw.</Trans>
        </p>
      </section>
      <section className="card">
        <h2 className="stat__label">
          <Trans>Referral balance</Trans>
        </h2>
        <p className="stat__value">{formatXaf(referralBalance, i18n.locale)}</p>
        <p className="stat__note">
          <Trans>{bonus} for each friend who makes a first investment.</Trans>
        </p>
      </section>
      <section className="card">
        <h2 className="stat__label">
          <Trans>Referral link</Trans>
        </h2>
        <CopyField label={t`Share this link with friends`} value={referralLink} />
      </section>
    </div>
  );
}
