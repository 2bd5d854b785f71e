/**
 * One user: a table row at desktop width, a labelled card below 720 px (styles/tables.css
 * reads each cell's data-label). The name links to the user's page. Actions: Edit, and
 * a menu for suspend/activate, reset password and delete, each shown only to a role that
 * may use it (lib/permissions.ts); no menu when none is left.
 */
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { Button } from "../../../components/ui/button";
import { Menu } from "../../../components/ui/menu";
import { Cell, Row } from "../../../components/ui/table";
import { formatDate, formatPhone, formatXaf } from "@app/web/money";
import { useMayUse } from "../../../lib/permissions";

type MenuKey = "status" | "reset" | "delete";

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
  const name = user.fullName;
  const mayEdit = useMayUse("editUser");
  const maySupport = useMayUse("suspendUser");
  const mayErase = useMayUse("eraseUser");
  const actions = [
    ...(maySupport
      ? [
          {
            key: "status" as const,
            label: user.isActive ? <Trans>Suspend</Trans> : <Trans>Activate</Trans>,
            danger: user.isActive,
          },
          { key: "reset" as const, label: <Trans>Reset password</Trans> },
        ]
      : []),
    ...(mayErase ? [{ key: "delete" as const, label: <Trans>Delete</Trans>, danger: true }] : []),
  ];
  return (
    <Row id={user.id}>
      <Cell data-label={t`Full name`} className="cell-name">
        <div>
          <Link to="/users/$userId" params={{ userId: user.id }} className="user-name">
            {user.fullName}
          </Link>
          {referrerName && (
            <span className="cell-sub">
              <Trans>Referred by {referrerName}</Trans>
            </span>
          )}
        </div>
      </Cell>
      <Cell data-label={t`Phone`} className="nowrap">
        {formatPhone(user.phone)}
      </Cell>
      <Cell data-label={t`Service`}>{user.mobileMoneyService}</Cell>
      <Cell data-label={t`Principal`} className="num nowrap">
        {formatXaf(user.principalBalance, locale)}
      </Cell>
      <Cell data-label={t`Referral`} className="num nowrap">
        {formatXaf(user.referralBalance, locale)}
      </Cell>
      <Cell data-label={t`Referral code`}>
        <code translate="no">{user.referralCode}</code>
      </Cell>
      <Cell data-label={t`Status`}>
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
      </Cell>
      <Cell data-label={t`Member since`} className="nowrap">
        {formatDate(user.createdAt, locale)}
      </Cell>
      <Cell data-label={t`Actions`} className="cell-actions">
        <div className="actions">
          {mayEdit && (
            <Button size="small" onPress={() => onEdit(user)}>
              <Trans>Edit</Trans>
            </Button>
          )}
          {actions.length > 0 && (
            <Menu<MenuKey>
              label={<Trans>More</Trans>}
              ariaLabel={t`More actions for ${name}`}
              actions={actions}
              onAction={(key) => {
                if (key === "status") onToggleStatus(user);
                else if (key === "reset") onResetPassword(user);
                else onDelete(user);
              }}
            />
          )}
        </div>
      </Cell>
    </Row>
  );
}
