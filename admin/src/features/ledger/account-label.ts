/**
 * Readable names for ledger accounts: platform accounts by id, user accounts by kind.
 * An unknown id or kind is shown as it is, so a new account is never hidden.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const PLATFORM: Record<string, MessageDescriptor> = {
  "cash:mtn": msg`MTN Mobile Money cash`,
  "cash:orange": msg`Orange Money cash`,
  returns_reserve: msg`Returns reserve`,
  returns_committed: msg`Committed returns`,
  operator_capital: msg`Operator capital`,
  fees: msg`Withdrawal fees`,
  adjustments: msg`Adjustments`,
  "clearing:pawapay": msg`pawaPay clearing`,
  "clearing:notchpay": msg`Notch Pay clearing`,
};

const USER_KIND: Record<string, MessageDescriptor> = {
  principal: msg`Principal`,
  referral: msg`Referral`,
  invested: msg`Invested`,
  withdrawal_hold: msg`Withdrawal hold`,
};

export function platformAccountLabel(accountId: string, i18n: I18n): string {
  const label = PLATFORM[accountId];
  return label ? i18n._(label) : accountId;
}

export function userAccountKindLabel(kind: string, i18n: I18n): string {
  const label = USER_KIND[kind];
  return label ? i18n._(label) : kind;
}
