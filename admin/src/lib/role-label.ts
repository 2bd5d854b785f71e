/** The readable name of each admin role (docs/product-rules.md#admin-roles). */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AdminRole } from "@app/schema/contracts/admins";

const ROLE_LABELS: Record<AdminRole, MessageDescriptor> = {
  owner: msg`Owner`,
  finance: msg`Finance`,
  support: msg`Support`,
};

export function roleLabel(role: AdminRole, i18n: I18n): string {
  return i18n._(ROLE_LABELS[role]);
}
