/**
 * The operator's failure codes of automatic payments (docs/product-rules.md#automatic-rails)
 * in words the investor understands, for the deposit dialog, the withdrawal history and the
 * notifications. The Worker's pushes word the same codes (worker/src/push/messages.ts).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Why a deposit through the provider failed; nothing was taken from the payer. */
export function depositFailureText(code: string | null | undefined): MessageDescriptor {
  switch (code) {
    case "PAYER_LIMIT_REACHED":
      return msg`Your mobile money limit was reached. Try a smaller amount, or try again later.`;
    case "PAYER_NOT_FOUND":
      return msg`This number has no mobile money account with this operator. Check the number.`;
    case "PAYMENT_NOT_APPROVED":
      return msg`The payment was not approved on your phone in time. No money was taken; you can try again.`;
    case "INSUFFICIENT_BALANCE":
      return msg`Your mobile money balance is too low for this amount.`;
    case "NOT_FOUND":
      return msg`The operator never received this payment. No money was taken; you can try again.`;
    default:
      return msg`The operator could not complete the payment. No money was taken; you can try again.`;
  }
}

/** Why the provider could not pay a withdrawal; its amount is back in the principal. */
export function payoutFailureText(code: string | null | undefined): MessageDescriptor {
  switch (code) {
    case "RECIPIENT_NOT_FOUND":
      return msg`This number has no mobile money account with this operator.`;
    case "INVALID_PHONE":
      return msg`No mobile money operator serves this number.`;
    case "RECIPIENT_NOT_ALLOWED_TO_RECEIVE":
      return msg`This mobile money account cannot receive this payment.`;
    default:
      return msg`The operator could not send the money.`;
  }
}
