/**
 * The words of the money-laundering flags in the admin (docs/product-rules.md#aml-flags):
 * each rule's and state's label, en and fr through Lingui.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { FlagRule, FlagState } from "@app/schema/contracts/flags";

export const RULE_LABELS: Record<FlagRule, MessageDescriptor> = {
  quick_withdrawal: msg`Deposit withdrawn uninvested`,
  shared_payout_number: msg`Payout number of another account`,
  number_on_two_accounts: msg`Number verified on two accounts`,
  registration_burst: msg`Many accounts from one place`,
  near_tier_limit: msg`Just under a limit, repeatedly`,
};

export const STATE_LABELS: Record<FlagState, MessageDescriptor> = {
  open: msg`Open`,
  closing: msg`Closing proposed`,
  closed: msg`Closed`,
};
