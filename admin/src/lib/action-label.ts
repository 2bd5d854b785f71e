/**
 * Readable names for the audit log's action codes, in the reader's language
 * (docs/product-rules.md#audit-log). Unknown codes are shown as they are, so a new
 * server action is never hidden.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const LABELS: Record<string, MessageDescriptor> = {
  "admin.login": msg`Logged in`,
  "admin.logout": msg`Logged out`,
  "admin.create": msg`Created an admin`,
  "admin.update": msg`Changed an admin's role or status`,
  "admin.totp_enrol": msg`Set up an authenticator`,
  "admin.sessions_revoke": msg`Signed out everywhere`,
  "admin.totp_reset": msg`Reset an admin's authenticator`,
  "announcement.create": msg`Created an announcement`,
  "announcement.update": msg`Edited an announcement`,
  "announcement.delete": msg`Deleted an announcement`,
  "approval.propose": msg`Proposed a change for approval`,
  "approval.approve": msg`Approved a proposal`,
  "approval.reject": msg`Rejected a proposal`,
  "settings.approvals": msg`Changed the approval rules`,
  "user.suspend": msg`Suspended a user`,
  "user.activate": msg`Activated a user`,
  "user.reset_password": msg`Reset a user's password`,
  "user.update": msg`Edited a user`,
  "user.delete": msg`Deleted a user`,
  "user.phone_change": msg`Changed a user's payout phone`,
  "suspense.refund": msg`Refunded a deposit held in suspense`,
  "payout_number.verify": msg`Verified a payout number`,
  "identity.verify": msg`Verified an investor's identity`,
  "identity.reject": msg`Rejected an identity check`,
  "identity.file_view": msg`Viewed an identity image`,
  "deposit.approve": msg`Approved a deposit`,
  "deposit.reject": msg`Rejected a deposit`,
  "deposit.delete": msg`Deleted a deposit verification`,
  "withdrawal.approve": msg`Approved a withdrawal`,
  "withdrawal.reject": msg`Rejected a withdrawal`,
  "reserve.fund": msg`Funded the returns reserve`,
  "card.update": msg`Updated an investment card`,
  "settings.update": msg`Updated the settings`,
  "settings.payment_channels": msg`Changed the payment channels`,
  "payment.check": msg`Checked a payment's status`,
  "payments.reconcile": msg`Ran the payments reconciliation`,
  "job.resend": msg`Sent a failed job again`,
  "deposits.enable": msg`Turned deposits on`,
  "deposits.disable": msg`Turned deposits off`,
  "withdrawals.enable": msg`Turned withdrawals on`,
  "withdrawals.disable": msg`Turned withdrawals off`,
};

export function actionLabel(action: string, i18n: I18n): string {
  const label = LABELS[action];
  return label ? i18n._(label) : action;
}

const TARGETS: Record<string, MessageDescriptor> = {
  user: msg`User`,
  admin: msg`Admin`,
  announcement: msg`Announcement`,
  approval: msg`Proposal`,
  deposit_verification: msg`Deposit verification`,
  withdrawal: msg`Withdrawal`,
  investment_card: msg`Investment card`,
  payment: msg`Payment`,
  failed_job: msg`Failed job`,
  reserve_funding: msg`Reserve funding`,
};

/** The audit log's target type in words ("Announcement"); an unknown type as it is. */
export function targetTypeLabel(type: string, i18n: I18n): string {
  const label = TARGETS[type];
  return label ? i18n._(label) : type;
}
