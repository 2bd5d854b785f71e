/**
 * The Users tab (spec section 2, decisions.md section 1): every investor filtered by
 * the tab's search box, sortable by name, balances and date, with edit, suspend/activate, reset-password and delete dialogs.
 */
import { useMemo, useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { compareDecimal, compareText, DataTable, type TableColumn } from "../../../components/ui/table";
import { errorMessage } from "../../../lib/error-message";
import { useUsers } from "../api/get-users";
import { filterUsers } from "../filter-users";
import { DeleteUserDialog } from "./delete-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { StatusDialog } from "./status-dialog";
import { UserRow } from "./user-row";

export function UsersTab({ query }: { query: string }) {
  const { t, i18n } = useLingui();
  const users = useUsers();
  const [statusTarget, setStatusTarget] = useState<AdminUserView | null>(null);
  const [resetTarget, setResetTarget] = useState<AdminUserView | null>(null);
  const [editTarget, setEditTarget] = useState<AdminUserView | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUserView | null>(null);
  const all = users.data;
  const shown = useMemo(() => filterUsers(all ?? [], query), [all, query]);
  const columns = useUserColumns();
  const names = useMemo(() => new Map((all ?? []).map((user) => [user.id, user.fullName])), [all]);

  if (users.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Loading users...</Trans>
      </p>
    );
  }
  if (users.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>Could not load users.</Trans> {errorMessage(users.error, i18n)}
      </p>
    );
  }
  if (users.data.length === 0) {
    return (
      <p className="empty">
        <Trans>No users yet.</Trans>
      </p>
    );
  }

  const shownCount = shown.length;
  const totalCount = users.data.length;
  return (
    <>
      <p className="muted result-count" role="status">
        {query.trim() ? (
          <Trans>
            {shownCount} of <Plural value={totalCount} one="# user" other="# users" />
          </Trans>
        ) : (
          <Plural value={totalCount} one="# user" other="# users" />
        )}
      </p>
      {shown.length === 0 ? (
        <p className="empty">
          <Trans>No users match your search.</Trans>
        </p>
      ) : (
        <DataTable label={t`Users`} className="responsive-table" columns={columns} rows={shown}>
          {(user) => (
            <UserRow
              key={user.id}
              user={user}
              referrerName={user.referredByUserId === null ? null : (names.get(user.referredByUserId) ?? null)}
              onToggleStatus={setStatusTarget}
              onResetPassword={setResetTarget}
              onEdit={setEditTarget}
              onDelete={setDeleteTarget}
            />
          )}
        </DataTable>
      )}
      <StatusDialog user={statusTarget} onClose={() => setStatusTarget(null)} />
      <ResetPasswordDialog user={resetTarget} onClose={() => setResetTarget(null)} />
      <EditUserDialog user={editTarget} onClose={() => setEditTarget(null)} />
      <DeleteUserDialog user={deleteTarget} onClose={() => setDeleteTarget(null)} />
    </>
  );
}

function useUserColumns(): TableColumn<AdminUserView>[] {
  const { t } = useLingui();
  return [
    { key: "fullName", label: t`Full name`, isRowHeader: true, sort: (a, b) => compareText(a.fullName, b.fullName) },
    { key: "phone", label: t`Phone` },
    { key: "service", label: t`Service`, sort: (a, b) => compareText(a.mobileMoneyService, b.mobileMoneyService) },
    {
      key: "principal",
      label: t`Principal`,
      numeric: true,
      sort: (a, b) => compareDecimal(a.principalBalance, b.principalBalance),
    },
    { key: "referral", label: t`Referral`, numeric: true, sort: (a, b) => compareDecimal(a.referralBalance, b.referralBalance) },
    { key: "referralCode", label: t`Referral code` },
    { key: "status", label: t`Status`, sort: (a, b) => Number(b.isActive) - Number(a.isActive) },
    { key: "createdAt", label: t`Member since`, sort: (a, b) => compareText(a.createdAt, b.createdAt) },
    { key: "actions", label: t`Actions` },
  ];
}
