/**
 * The terms (docs/product-rules.md#screen-terms; docs/product-rules.md#operator): eligibility,
 * the investment process, rewards, limitations and contact, stating plainly that
 * returns are targets paid only from a funded reserve; deposits and withdrawals are
 * described by the payment channels in force (channel-terms.tsx).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { PaymentChannelsView } from "@app/schema/contracts/payments";
import { KEEP_BALANCE_XAF, REFERRAL_BONUS_XAF } from "@app/schema/money";
import { formatXaf } from "@app/web/money";
import { DEFAULT_AGE_OF_MAJORITY } from "@app/schema/limits";
import { DepositTerms, WithdrawalTerms } from "./channel-terms";

/**
 * `channels`: the payment channels in force, once known (the prerender has none);
 * `ageOfMajority`: the setting (docs/product-rules.md#limits-by-tier, KYC-9), 21 until known.
 */
export function TermsContent({
  channels,
  ageOfMajority = DEFAULT_AGE_OF_MAJORITY,
}: {
  channels?: PaymentChannelsView;
  ageOfMajority?: number;
}) {
  const { i18n } = useLingui();
  const xaf = (amount: number) => formatXaf(amount, i18n.locale);
  const keep = xaf(KEEP_BALANCE_XAF);
  const bonus = xaf(REFERRAL_BONUS_XAF);
  return (
    <>
      <section aria-labelledby="terms-eligibility">
        <h2 id="terms-eligibility">
          <Trans>1. Eligibility</Trans>
        </h2>
        <ul>
          <li>
            <Trans>You must be {ageOfMajority} years old or older (the age of majority in Cameroon).</Trans>
          </li>
          <li>
            <Trans>You must hold a valid Cameroon mobile number (9 digits starting with 6, 7, 8 or 9).</Trans>
          </li>
          <li>
            <Trans>You must give accurate and truthful information about yourself.</Trans>
          </li>
          <li>
            <Trans>You must accept these terms when you register.</Trans>
          </li>
        </ul>
      </section>
      <section aria-labelledby="terms-process">
        <h2 id="terms-process">
          <Trans>2. The investment process</Trans>
        </h2>
        <p>
          <DepositTerms channels={channels} />
        </p>
        <p>
          <Trans>
            You then choose an investment card, each with its own amount. That amount moves from your principal balance into the
            investment for the card's term, 30 days unless the card says otherwise, and returns to your principal balance at the
            end of the term.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="terms-rewards">
        <h2 id="terms-rewards">
          <Trans>3. Returns and rewards</Trans>
        </h2>
        <p>
          <strong>
            <Trans>
              Returns are targets, not guaranteed. They are paid only from a returns reserve funded by the operator, never from
              other users' deposits.
            </Trans>
          </strong>
        </p>
        <p>
          <Trans>
            A return is funded before it is promised: when you buy a card, its whole target return (daily return times the term)
            is set aside from the reserve, and each day's return is paid from it. A card the reserve cannot cover reads Currently
            Unavailable and cannot be bought. A day not paid because returns were paused goes back to the reserve at the end of
            the term.
          </Trans>
        </p>
        <p>
          <Trans>
            Investments bought before this rule are covered from the reserve oldest first; until then, a day the reserve cannot
            cover is recorded as owed (pending funding) and paid in order once the reserve is funded. Returns are paused, neither
            paid nor owed, while your account is suspended or while your principal balance is under {keep} after your first
            investment.
          </Trans>
        </p>
        <p>
          <Trans>
            Referral bonus: {bonus} for each friend who registers with your link and makes a first investment, paid from the same
            reserve.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="terms-limits">
        <h2 id="terms-limits">
          <Trans>4. Limitations</Trans>
        </h2>
        <ul>
          <li>
            <WithdrawalTerms channels={channels} />
          </li>
          <li>
            <Trans>
              The operator may pause new deposits or withdrawals; requests already made are still decided, and every pause is
              published with the transparency figures.
            </Trans>
          </li>
          <li>
            <Trans>You may lose money. Only invest what you can afford to set aside.</Trans>
          </li>
          <li>
            <Trans>Accounts that break these terms may be suspended. A suspended account can still be viewed.</Trans>
          </li>
        </ul>
      </section>
      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">
          <Trans>5. Contact</Trans>
        </h2>
        <p>
          <Trans>
            Reach support from the Assistant page or the chat buttons, Monday to Saturday, 8:00 AM to 6:00 PM. We usually answer
            within 1 to 2 hours.
          </Trans>
        </p>
      </section>
    </>
  );
}
