/**
 * The Admins tab, for owners (docs/product-rules.md#admin-roles): every staff account with
 * its role, second-factor state and status, and the form that creates one.
 * The server refuses to demote or disable the last owner (`last_owner`).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminAccountView } from "@app/schema/contracts/admins";
import { compareText, DataTable, type TableColumn } from "../../../components/ui/table";
import { useAdmins } from "../api/get-admins";
import { AdminRow } from "./admin-row";
import { CreateAdminForm } from "./create-admin-form";

export function AdminsTab() {
  const { t } = useLingui();
  const { data } = useAdmins();
  const columns: TableColumn<AdminAccountView>[] = [
    { key: "username", label: t`Username`, isRowHeader: true, sort: (a, b) => compareText(a.username, b.username) },
    { key: "role", label: t`Role`, sort: (a, b) => compareText(a.role, b.role) },
    { key: "totp", label: t`Authenticator` },
    { key: "status", label: t`Status` },
    { key: "createdAt", label: t`Created`, sort: (a, b) => compareText(a.createdAt, b.createdAt) },
    { key: "actions", label: t`Actions` },
  ];
  return (
    <section className="tab-section">
      <h2>
        <Trans>Admins</Trans>
      </h2>
      <DataTable label={t`Admins`} className="responsive-table" columns={columns} rows={data.admins}>
        {(admin) => <AdminRow key={admin.id} admin={admin} />}
      </DataTable>
      <CreateAdminForm />
    </section>
  );
}
