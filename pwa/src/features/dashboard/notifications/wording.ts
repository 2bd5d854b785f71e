/**
 * The wording of a notification in the reader's language. Announcements are shown as the
 * staff wrote them; a personal notification is stored as a code with parameters, so the
 * client words it here (docs/product-rules.md#notifications).
 */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { WITHDRAWAL_COOLING_OFF_HOURS } from "@app/schema/limits";
import type { NotificationView, PersonalNotificationCode } from "@app/schema/contracts/notifications";
import { formatPhone, formatXaf } from "@app/web/money";
import { depositFailureText, payoutFailureText } from "../../../lib/payment-failures";

/** The title and message of one notification, translated for `i18n`'s locale. */
export function notificationWording(i18n: I18n, n: NotificationView): { title: string; message: string } {
  if (n.kind === "announcement") return { title: n.title, message: n.message };
  return personalWording(i18n, n.kind, n.params ?? {});
}

/** A personal notification's title and message from its code and parameters. */
export function personalWording(
  i18n: I18n,
  code: PersonalNotificationCode,
  params: NonNullable<NotificationView["params"]>,
): { title: string; message: string } {
  const amount = formatXaf(params.amountXaf ?? 0, i18n.locale);
  const note = params.note?.trim() ?? "";
  // A card's French name to a French reader, its English one otherwise (issue 34).
  const card = (i18n.locale === "fr" && params.cardNameFr) || params.cardName || "";
  // A payment the provider failed: the operator's code, worded here (lib/payment-failures.ts).
  const failure = params.failureCode;
  switch (code) {
    case "deposit_approved":
      return {
        title: i18n._(msg`Deposit approved`),
        message: i18n._(msg`Deposit approved: ${amount} credited to your principal balance`),
      };
    case "deposit_rejected":
      return {
        title: failure ? i18n._(msg`Deposit failed`) : i18n._(msg`Deposit rejected`),
        message: failure
          ? i18n._(msg`Your deposit did not go through: ${i18n._(depositFailureText(failure))}`)
          : note
            ? i18n._(msg`Your deposit was rejected: ${note}`)
            : i18n._(msg`Your deposit was rejected.`),
      };
    case "withdrawal_approved":
      return {
        title: i18n._(msg`Withdrawal approved`),
        message: i18n._(msg`Withdrawal approved: ${amount} sent to your mobile money account`),
      };
    case "withdrawal_rejected":
      return {
        title: failure ? i18n._(msg`Withdrawal not paid`) : i18n._(msg`Withdrawal rejected`),
        message: failure
          ? i18n._(
              msg`Your withdrawal could not be paid: ${i18n._(payoutFailureText(failure))} The amount is back in your principal balance.`,
            )
          : note
            ? i18n._(msg`Your withdrawal was rejected: ${note}`)
            : i18n._(msg`Your withdrawal was rejected.`),
      };
    case "referral_bonus_paid":
      return {
        title: i18n._(msg`Referral bonus paid`),
        message: i18n._(msg`Referral bonus: ${amount} added to your referral earnings`),
      };
    case "investment_matured":
      return {
        title: i18n._(msg`Investment matured`),
        message: card
          ? i18n._(msg`Your investment in ${card} has matured: ${amount}`)
          : i18n._(msg`Your investment has matured: ${amount}`),
      };
    case "account_suspended":
      return {
        title: i18n._(msg`Account suspended`),
        message: i18n._(msg`Your account has been suspended. Please contact support.`),
      };
    case "account_reactivated":
      return {
        title: i18n._(msg`Account reactivated`),
        message: i18n._(msg`Your account has been reactivated.`),
      };
    case "password_reset":
      return {
        title: i18n._(msg`Password reset`),
        message: i18n._(
          msg`An administrator reset your password. Withdrawals are paused for ${plural(WITHDRAWAL_COOLING_OFF_HOURS, { one: "# hour", other: "# hours" })} for your safety.`,
        ),
      };
    case "phone_changed":
      return {
        title: i18n._(msg`Phone number changed`),
        message: i18n._(
          msg`An administrator changed your registered phone number or mobile money service. If you did not ask for this, contact support.`,
        ),
      };
    case "payout_number_added": {
      const number = formatPhone(params.number ?? "");
      const hours = params.hours ?? 0;
      return {
        title: i18n._(msg`Withdrawal number added`),
        message: i18n._(
          msg`An administrator verified ${number} for your withdrawals. Withdrawals to it open in ${plural(hours, { one: "# hour", other: "# hours" })}. If you did not ask for this, contact support now.`,
        ),
      };
    }
    case "identity_verified":
      return {
        title: i18n._(msg`Identity verified`),
        message: i18n._(msg`Your identity has been verified: your account is now at tier 2.`),
      };
    case "identity_rejected":
      return {
        title: i18n._(msg`Identity not verified`),
        message: i18n._(msg`Your identity could not be verified: ${note}`),
      };
  }
}
