/**
 * Names of the ledger movements an investor sees (schema/src/db/ledger.ts TRANSFER_KINDS)
 * and of their statuses (spec section 3: anything but completed or pending is destructive).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TransferKind } from "@app/schema/db/ledger";

const kinds: Record<TransferKind, MessageDescriptor> = {
  deposit: msg`Deposit`,
  investment: msg`Investment`,
  daily_return: msg`Daily return`,
  maturity: msg`Investment matured`,
  referral_bonus: msg`Referral bonus`,
  referral_to_principal: msg`Referral balance moved to principal`,
  withdrawal_hold: msg`Withdrawal`,
  withdrawal_payout: msg`Withdrawal paid`,
  withdrawal_fee: msg`Withdrawal fee`,
  withdrawal_release: msg`Withdrawal returned`,
  reserve_funding: msg`Reserve funding`,
  adjustment: msg`Adjustment`,
};

export function kindLabel(type: string): MessageDescriptor {
  return kinds[type as TransferKind] ?? msg`Other movement`;
}

export function statusLabel(status: string): { label: MessageDescriptor; tone: "ok" | "pending" | "danger" } {
  if (status === "completed") return { label: msg`Completed`, tone: "ok" };
  if (status === "pending") return { label: msg`Pending`, tone: "pending" };
  return { label: msg`Failed`, tone: "danger" };
}
