/**
 * The Users tab (docs/product-rules.md#admin-panel; docs/product-rules.md#admin):
 * investors newest first, filtered on the server by the tab's search box, one page at a
 * time with the server's count (docs/product-rules.md#admin-lists); the page sorts by
 * name, balances and date. Edit, suspend/activate, reset-password and delete dialogs.
 */
import { useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AdminUserView } from "@app/schema/contracts/admin";
import { compareDecimal, compareText, DataTable, type TableColumn } from "../../../components/ui/table";
import { PageNav } from "../../../components/page-nav";
import { useUsers } from "../api/get-users";
import { DeleteUserDialog } from "./delete-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { StatusDialog } from "./status-dialog";
import { UserRow } from "./user-row";
import { listCount } from "../../../lib/list-count";

interface UsersTabProps {
  query: string;
  cursor: string | undefined;
  onCursor: (cursor: string | undefined) => void;
}

export function UsersTab({ query, cursor, onCursor }: UsersTabProps) {
  const { t, i18n } = useLingui();
  const users = useUsers({ q: query, cursor });
  const [statusTarget, setStatusTarget] = useState<AdminUserView | null>(null);
  const [resetTarget, setResetTarget] = useState<AdminUserView | null>(null);
  const [editTarget, setEditTarget] = useState<AdminUserView | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUserView | null>(null);
  const columns = useUserColumns();

  const { items: shown, total, counts, nextCursor } = users.data;
  if (!query.trim() && total === 0) {
    return (
      <p className="empty">
        <Trans>No users yet.</Trans>
      </p>
    );
  }

  const suspended = counts.suspended;
  const usersCount = listCount(total, i18n.locale);
  const suspendedCount = listCount(suspended, i18n.locale);
  return (
    <>
      <p className="muted result-count" role="status">
        {query.trim() ? (
          <Plural value={total} one={`${usersCount} user matches`} other={`${usersCount} users match`} />
        ) : (
          <Plural value={total} one={`${usersCount} user`} other={`${usersCount} users`} />
        )}
        {suspended > 0 && (
          <>
            {" · "}
            <Plural value={suspended} one={`${suspendedCount} suspended`} other={`${suspendedCount} suspended`} />
          </>
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
              referrerName={user.referredByName ?? null}
              onToggleStatus={setStatusTarget}
              onResetPassword={setResetTarget}
              onEdit={setEditTarget}
              onDelete={setDeleteTarget}
            />
          )}
        </DataTable>
      )}
      <PageNav shown={shown.length} total={total} cursor={cursor} nextCursor={nextCursor} onCursor={onCursor} />
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
