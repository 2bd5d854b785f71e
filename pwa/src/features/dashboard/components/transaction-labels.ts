/**
 * Names of the ledger movements an investor sees (schema/src/db/ledger.ts TRANSFER_KINDS),
 * of their statuses (docs/product-rules.md#screen-dashboard: anything but completed or
 * pending is destructive; a withdrawal reads Approved or Rejected, as admins decide it)
 * and of their accounts.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TransferKind } from "@app/schema/db/ledger";
import type { TransferLinksView } from "@app/schema/contracts/dashboard";
import type { StatementAccount } from "../api/get-statement";
import { formatPhone, formatXaf } from "@app/web/money";
import { formatDay } from "./format-day";

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
  return_commitment: msg`Return reserved`,
  commitment_release: msg`Reserved return released`,
  adjustment: msg`Adjustment`,
  suspense_refund: msg`Deposit refunded`,
  return_accrual: msg`Returns accrued`,
  return_posting: msg`Returns added to principal`,
};

const accounts: Record<StatementAccount, MessageDescriptor> = {
  principal: msg`Principal balance`,
  referral: msg`Referral balance`,
  invested: msg`Invested`,
  withdrawal_hold: msg`Withdrawals in progress`,
};

/**
 * Payout and fee leave the withdrawal hold, not a balance the investor spends: the API
 * sends them unsigned, and they are shown without + or -.
 */
const NEUTRAL_KINDS: ReadonlySet<string> = new Set<TransferKind>(["withdrawal_payout", "withdrawal_fee"]);

export function kindLabel(type: string): MessageDescriptor {
  return kinds[type as TransferKind] ?? msg`Other movement`;
}

export function accountLabel(account: string): MessageDescriptor {
  return accounts[account as StatementAccount] ?? msg`Other account`;
}

export function isNeutral(type: string): boolean {
  return NEUTRAL_KINDS.has(type);
}

type Tone = "ok" | "pending" | "danger";

export function statusLabel(type: string, status: string): { label: MessageDescriptor; tone: Tone } {
  if (status === "pending") return { label: msg`Pending`, tone: "pending" };
  if (type === "withdrawal_hold") {
    if (status === "processing") return { label: msg`Being paid`, tone: "pending" };
    return status === "completed" ? { label: msg`Approved`, tone: "ok" } : { label: msg`Rejected`, tone: "danger" };
  }
  if (status === "completed") return { label: msg`Completed`, tone: "ok" };
  return { label: msg`Failed`, tone: "danger" };
}

/**
 * The line under a movement, from the ledger's memo and typed links: an adjustment's reason
 * (docs/product-rules.md#corrections), a deposit's transaction ID, the day a return was for, the
 * withdrawal request it belongs to (docs/product-rules.md#transfer-links), and an investment's
 * card by its French name for a French reader (LNG-6).
 */
export function detailText(
  i18n: I18n,
  type: TransferKind,
  memo: string | null,
  links: TransferLinksView,
  cardNameFr: string | null = null,
): string {
  const request = links.withdrawalRequestId;
  const requestText = request !== null ? i18n._(msg`Request #${request}`) : "";
  switch (type) {
    case "adjustment":
      return memo ? i18n._(msg`Reason: ${memo}`) : "";
    case "deposit":
      return memo ? i18n._(msg`Transaction ID: ${memo}`) : "";
    case "daily_return": {
      const day = memo ? formatDay(memo, i18n.locale) : "";
      return day ? i18n._(msg`Return for ${day}`) : "";
    }
    case "withdrawal_hold":
      return [memo, requestText].filter(Boolean).join(" · ");
    case "withdrawal_payout": {
      const to = memo && /^\d{9}$/.test(memo) ? formatPhone(memo) : memo;
      return [to ? i18n._(msg`Sent to ${to}`) : "", requestText].filter(Boolean).join(" · ");
    }
    case "withdrawal_fee":
    case "withdrawal_release":
      return requestText;
    case "investment":
    case "maturity":
      return (i18n.locale === "fr" && cardNameFr) || memo || "";
    case "referral_bonus":
      return i18n._(msg`A friend you invited made a first investment`);
    default:
      return memo ?? "";
  }
}

/**
 * A withdrawal's one history line, besides its amount and state (docs/product-rules.md#screen-dashboard):
 * the fee and what reaches the mobile-money account, or, rejected, that the money came
 * back. `status` is the request's (pending, processing, completed, failed).
 */
export function withdrawalSummary(i18n: I18n, status: string, w: { fee: string; amountToReceive: string }): string {
  const fee = formatXaf(w.fee, i18n.locale);
  const net = formatXaf(w.amountToReceive, i18n.locale);
  if (status === "failed") return i18n._(msg`Not paid: the amount came back to your balance`);
  if (status === "completed") return i18n._(msg`Fee ${fee} · you received ${net}`);
  return i18n._(msg`Fee ${fee} · you will receive ${net}`);
}
