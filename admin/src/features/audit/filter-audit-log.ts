/** The search box's rule for the audit log: admin, action (code or label), target or detail. */
import type { I18n } from "@lingui/core";
import type { AuditEntryView } from "@app/schema/contracts/admin";
import { actionLabel } from "./action-label";

export function filterAuditLog(entries: AuditEntryView[], query: string, i18n: I18n): AuditEntryView[] {
  const q = query.trim().toLowerCase();
  if (!q) return entries;
  return entries.filter((entry) =>
    [
      entry.adminUsername,
      entry.action,
      actionLabel(entry.action, i18n),
      entry.targetType && `${entry.targetType} #${entry.targetId ?? ""}`,
      entry.detail,
    ].some((text) => text?.toLowerCase().includes(q)),
  );
}
