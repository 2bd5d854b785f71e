/** Investors' ledger accounts (principal, referral, invested, withdrawal hold), searchable and sortable. */
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, compareText, DataTable, Row } from "../../../components/ui/table";
import { formatXaf } from "@app/web/money";
import { userAccountKindLabel } from "../account-label";
import type { TrialBalanceAccount } from "../api/get-trial-balance";
import { UserLink } from "../../../components/user-link";

interface UserAccountsTableProps {
  accounts: TrialBalanceAccount[];
  query: string;
  userNames: ReadonlyMap<number, string>;
}

export function UserAccountsTable({ accounts, query, userNames }: UserAccountsTableProps) {
  const { t, i18n } = useLingui();
  const nameOf = ({ userId }: TrialBalanceAccount) => (userId === null ? "" : (userNames.get(userId) ?? t`User #${userId}`));
  const q = query.trim().toLowerCase();
  const shown = q
    ? accounts.filter((a) =>
        [a.accountId, nameOf(a), userAccountKindLabel(a.kind, i18n)].some((s) => s.toLowerCase().includes(q)),
      )
    : accounts;
  if (shown.length === 0) {
    return (
      <p className="empty">
        {q ? <Trans>No accounts match your search.</Trans> : <Trans>No investor account holds money.</Trans>}
      </p>
    );
  }
  return (
    <DataTable
      label={t`Investor accounts`}
      className="ledger-table"
      wrapClassName="table-scroll"
      columns={[
        { key: "investor", label: t`Investor`, isRowHeader: true, sort: (a, b) => compareText(nameOf(a), nameOf(b)) },
        { key: "account", label: t`Account`, sort: (a, b) => compareText(a.accountId, b.accountId) },
        { key: "balance", label: t`Balance`, numeric: true, sort: (a, b) => a.balanceXaf - b.balanceXaf },
      ]}
      rows={shown}
    >
      {(account) => (
        <Row key={account.accountId} id={account.accountId}>
          <Cell>{account.userId === null ? "" : <UserLink userId={account.userId} name={nameOf(account)} />}</Cell>
          <Cell>
            {userAccountKindLabel(account.kind, i18n)}
            <code className="cell-sub" translate="no">
              {account.accountId}
            </code>
          </Cell>
          <Cell className="num nowrap">{formatXaf(account.balanceXaf, i18n.locale)}</Cell>
        </Row>
      )}
    </DataTable>
  );
}
