/** Four frequent questions, answered with the platform's real rules (docs/product-rules.md#screen-home). */
import { Trans, useLingui } from "@lingui/react/macro";
import { MIN_WITHDRAWAL_XAF, REFERRAL_BONUS_XAF } from "@app/schema/money";
import { formatXaf, withdrawalFeeRate } from "@app/web/money";

export function FaqSection() {
  const { i18n } = useLingui();
  const minimum = formatXaf(MIN_WITHDRAWAL_XAF, i18n.locale);
  const fee = withdrawalFeeRate(i18n.locale);
  const bonus = formatXaf(REFERRAL_BONUS_XAF, i18n.locale);
  return (
    <section className="card faq" aria-labelledby="faq-title">
      <h2 id="faq-title">
        <Trans>Frequently asked questions</Trans>
      </h2>
      <details>
        <summary>
          <Trans>Are the returns guaranteed?</Trans>
        </summary>
        <p>
          <Trans>
            No. Every return shown is a target. Returns are paid only from a reserve that the operator funds, and a card's whole
            target return is set aside from it before the card is sold: a card the reserve cannot cover cannot be bought. The
            Terms page shows the reserve.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>How do I deposit?</Trans>
        </summary>
        <p>
          <Trans>
            Send money with MTN Mobile Money or Orange Money following the steps shown in the app, then submit a deposit
            verification. An admin checks it and credits your principal balance.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>How do withdrawals work?</Trans>
        </summary>
        <p>
          <Trans>
            You withdraw from your principal balance, at least {minimum}, with a {fee} fee. Requests are handled Monday to
            Saturday, 8:00 AM to 6:00 PM, usually within 1 to 2 hours.
          </Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>How does the referral bonus work?</Trans>
        </summary>
        <p>
          <Trans>Share your referral link. You earn {bonus} when a friend registers with it and makes a first investment.</Trans>
        </p>
      </details>
    </section>
  );
}
