/**
 * The codes an audit entry's detail stores, as words in the reader's language
 * (docs/product-rules.md#audit-log, ADM-6): an admin's role, a proposal's kind, a payment
 * channel's mode, the second factor of a sign-in. A code this screen does not know is shown
 * as it is, so a new server value is never hidden.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ADMIN_ROLES, type AdminRole } from "@app/schema/contracts/admins";
import { roleLabel } from "./role-label";

const KINDS: Record<string, MessageDescriptor> = {
  balance_adjustment: msg`Balance adjustment`,
  reserve_funding: msg`Reserve funding`,
  withdrawal_approval: msg`Withdrawal approval`,
  phone_change: msg`Payout phone change`,
  suspense_refund: msg`Suspense refund`,
  number_verification: msg`Payout number verification`,
  identity_verification: msg`Identity verification`,
};

const SECOND_FACTORS: Record<string, MessageDescriptor> = {
  code: msg`Authenticator code`,
  recovery_code: msg`Recovery code`,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A proposal's kind in words ("Withdrawal approval"); an unknown kind as it is. */
export function approvalKindLabel(kind: string, i18n: I18n): string {
  const label = KINDS[kind];
  return label ? i18n._(label) : kind;
}

/** Each method's channel mode, "MTN: automatic, Orange: manual"; null when `value` is not such a map. */
function channelWords(value: unknown, i18n: I18n): string | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length === 0 || !entries.every(([, mode]) => typeof mode === "string")) return null;
  return entries
    .map(([method, mode]) =>
      mode === "automatic"
        ? i18n._(msg`${method}: automatic`)
        : mode === "manual"
          ? i18n._(msg`${method}: manual`)
          : `${method}: ${String(mode)}`,
    )
    .join(", ");
}

/** The words of a stored code under `key`, or null when `key` holds no code this screen words. */
export function codeWords(key: string, value: unknown, i18n: I18n): string | null {
  if (key === "role" && typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value)) {
    return roleLabel(value as AdminRole, i18n);
  }
  if (key === "kind" && typeof value === "string") return approvalKindLabel(value, i18n);
  if (key === "secondFactor" && typeof value === "string") {
    const label = SECOND_FACTORS[value];
    return label ? i18n._(label) : value;
  }
  if (key === "deposits" || key === "payouts") return channelWords(value, i18n);
  return null;
}
