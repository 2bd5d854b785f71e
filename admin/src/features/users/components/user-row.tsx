/**
 * One user: a table row at desktop width, a labelled card below 720 px (styles.css
 * reads each cell's data-label). Actions: edit, suspend/activate, reset password, delete.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { formatDate, formatPhone, formatXaf } from "../../../lib/format";

interface UserRowProps {
  user: AdminUserView;
  referrerName: string | null;
  onToggleStatus: (user: AdminUserView) => void;
  onResetPassword: (user: AdminUserView) => void;
  onEdit: (user: AdminUserView) => void;
  onDelete: (user: AdminUserView) => void;
}

export function UserRow({ user, referrerName, onToggleStatus, onResetPassword, onEdit, onDelete }: UserRowProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <tr>
      <th scope="row" data-label={t`Full name`} className="cell-name">
        <div>
          <span className="user-name">{user.fullName}</span>
          {referrerName && (
            <span className="cell-sub">
              <Trans>Referred by {referrerName}</Trans>
            </span>
          )}
        </div>
      </th>
      <td data-label={t`Phone`} className="nowrap">
        {formatPhone(user.phone)}
      </td>
      <td data-label={t`Service`}>{user.mobileMoneyService}</td>
      <td data-label={t`Principal`} className="num nowrap">
        {formatXaf(user.principalBalance, locale)}
      </td>
      <td data-label={t`Referral`} className="num nowrap">
        {formatXaf(user.referralBalance, locale)}
      </td>
      <td data-label={t`Referral code`}>
        <code translate="no">{user.referralCode}</code>
      </td>
      <td data-label={t`Status`}>
        <div>
          <span className={user.isActive ? "badge badge-success" : "badge badge-danger"}>
            {user.isActive ? <Trans>Active</Trans> : <Trans>Suspended</Trans>}
          </span>
          {user.mustChangePassword && (
            <span className="cell-sub">
              <Trans>Must change password</Trans>
            </span>
          )}
        </div>
      </td>
      <td data-label={t`Member since`} className="nowrap">
        {formatDate(user.createdAt, locale)}
      </td>
      <td data-label={t`Actions`} className="cell-actions">
        <div className="actions">
          <button type="button" className="button button-small" onClick={() => onEdit(user)}>
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            className={user.isActive ? "button button-small button-danger-outline" : "button button-small"}
            onClick={() => onToggleStatus(user)}
          >
            {user.isActive ? <Trans>Suspend</Trans> : <Trans>Activate</Trans>}
          </button>
          <button type="button" className="button button-small" onClick={() => onResetPassword(user)}>
            <Trans>Reset password</Trans>
          </button>
          <button type="button" className="button button-small button-danger-outline" onClick={() => onDelete(user)}>
            <Trans>Delete</Trans>
          </button>
        </div>
      </td>
    </tr>
  );
}
