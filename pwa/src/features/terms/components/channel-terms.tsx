/**
 * How deposits and withdrawals are handled, in the words of the payment channels in force
 * (docs/product-rules.md#automatic-rails, RAIL-1; GET /api/settings/public): by hand
 * (a deposit verification an admin checks, a payout staff send) or through the operator
 * (paid from the app, paid out automatically once approved), per mobile-money service.
 * Without the channels (the prerendered page, before the settings arrive) the text says
 * only what holds either way.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { PaymentChannelsView } from "@app/schema/contracts/payments";
import { MIN_WITHDRAWAL_XAF } from "@app/schema/money";
import { formatXaf, withdrawalFeeRate } from "@app/web/money";

type Channels = PaymentChannelsView["deposits"];

const NAMES = { MTN: "MTN Mobile Money", Orange: "Orange Money" } as const;

/** The services whose channel is `mode`, as "MTN Mobile Money" or "MTN Mobile Money, Orange Money". */
function servicesIn(channels: Channels, mode: "manual" | "automatic"): string {
  return (Object.keys(NAMES) as (keyof typeof NAMES)[])
    .filter((m) => channels[m] === mode)
    .map((m) => NAMES[m])
    .join(", ");
}

/** The deposit paragraph of the Terms' investment process. */
export function DepositTerms({ channels }: { channels?: PaymentChannelsView }) {
  if (!channels) {
    return (
      <Trans>
        You fund your account with MTN Mobile Money or Orange Money. Your principal balance is credited once the deposit is
        confirmed.
      </Trans>
    );
  }
  const automatic = servicesIn(channels.deposits, "automatic");
  const manual = servicesIn(channels.deposits, "manual");
  if (!automatic) {
    return (
      <Trans>
        You fund your account with MTN Mobile Money or Orange Money and submit a deposit verification. An admin checks it before
        your principal balance is credited.
      </Trans>
    );
  }
  if (!manual) {
    return (
      <Trans>
        You fund your account with MTN Mobile Money or Orange Money from the app: your principal balance is credited as soon as
        the operator confirms the payment.
      </Trans>
    );
  }
  return (
    <Trans>
      With {automatic} you pay from the app, and your principal balance is credited as soon as the operator confirms the payment.
      With {manual} you send the money and submit a deposit verification, which an admin checks before your principal balance is
      credited.
    </Trans>
  );
}

/** The withdrawal item of the Terms' limitations. */
export function WithdrawalTerms({ channels }: { channels?: PaymentChannelsView }) {
  const { i18n } = useLingui();
  const minimum = formatXaf(MIN_WITHDRAWAL_XAF, i18n.locale);
  const fee = withdrawalFeeRate(i18n.locale);
  if (!channels) {
    return (
      <Trans>
        Withdrawals come from your principal balance only: at least {minimum}, with a {fee} fee. Our staff approve them from
        Monday to Saturday, 8:00 AM to 6:00 PM, never on Sunday.
      </Trans>
    );
  }
  const automatic = servicesIn(channels.payouts, "automatic");
  const manual = servicesIn(channels.payouts, "manual");
  if (!automatic) {
    return (
      <Trans>
        Withdrawals come from your principal balance only: at least {minimum}, with a {fee} fee. They are handled by hand from
        Monday to Saturday, 8:00 AM to 6:00 PM, never on Sunday.
      </Trans>
    );
  }
  if (!manual) {
    return (
      <Trans>
        Withdrawals come from your principal balance only: at least {minimum}, with a {fee} fee. Our staff approve them from
        Monday to Saturday, 8:00 AM to 6:00 PM, never on Sunday; the operator then sends the money to your number automatically.
      </Trans>
    );
  }
  return (
    <Trans>
      Withdrawals come from your principal balance only: at least {minimum}, with a {fee} fee. Our staff approve them from Monday
      to Saturday, 8:00 AM to 6:00 PM, never on Sunday; the operator then pays {automatic} withdrawals automatically, and our
      staff send {manual} withdrawals by hand.
    </Trans>
  );
}
