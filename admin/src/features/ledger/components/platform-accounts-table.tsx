/** The platform's own accounts (cash, reserve, capital, fees, adjustments) and balances. */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatXaf } from "@app/web/money";
import { platformAccountLabel } from "../account-label";
import type { TrialBalanceAccount } from "../api/get-trial-balance";

export function PlatformAccountsTable({ accounts }: { accounts: TrialBalanceAccount[] }) {
  const { i18n } = useLingui();
  return (
    <div className="table-wrap table-scroll">
      <table className="data-table ledger-table">
        <caption className="visually-hidden">
          <Trans>Platform accounts</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Account</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Balance</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.accountId}>
              <th scope="row">
                {platformAccountLabel(account.accountId, i18n)}
                <code className="cell-sub" translate="no">
                  {account.accountId}
                </code>
              </th>
              <td className={account.balanceXaf < 0 ? "num nowrap negative" : "num nowrap"}>
                {formatXaf(account.balanceXaf, i18n.locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
