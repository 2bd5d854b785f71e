/** Investors' ledger accounts (principal, referral, invested, withdrawal hold), searchable. */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatXaf } from "../../../lib/format";
import { userAccountKindLabel } from "../account-label";
import type { TrialBalanceAccount } from "../api/get-trial-balance";

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
    <div className="table-wrap table-scroll">
      <table className="data-table ledger-table">
        <caption className="visually-hidden">
          <Trans>Investor accounts</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Investor</Trans>
            </th>
            <th scope="col">
              <Trans>Account</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Balance</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((account) => (
            <tr key={account.accountId}>
              <th scope="row">{nameOf(account)}</th>
              <td>
                {userAccountKindLabel(account.kind, i18n)}
                <code className="cell-sub" translate="no">
                  {account.accountId}
                </code>
              </td>
              <td className="num nowrap">{formatXaf(account.balanceXaf, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
