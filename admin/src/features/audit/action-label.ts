/**
 * Readable names for the audit log's action codes. Unknown codes are shown as they
 * are, so a new server action is never hidden.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const LABELS: Record<string, MessageDescriptor> = {
  "admin.login": msg`Logged in`,
  "admin.logout": msg`Logged out`,
  "user.suspend": msg`Suspended a user`,
  "user.activate": msg`Activated a user`,
  "user.reset_password": msg`Reset a user's password`,
};

export function actionLabel(action: string, i18n: I18n): string {
  const label = LABELS[action];
  return label ? i18n._(label) : action;
}
