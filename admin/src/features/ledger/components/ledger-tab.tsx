/**
 * The Ledger tab: the trial balance. Its total must be 0 (double entry), so it comes
 * first and large; then the platform accounts, then the investors' accounts (zero
 * balances hidden unless asked), filtered by the tab's search box.
 */
import { Trans } from "@lingui/react/macro";
import { Switch } from "../../../components/ui/switch";
import { useTrialBalance } from "../api/get-trial-balance";
import { PlatformAccountsTable } from "./platform-accounts-table";
import { TrialBalanceTotal } from "./trial-balance-total";
import { UserAccountsTable } from "./user-accounts-table";

interface LedgerTabProps {
  query: string;
  /** Investors' names by id, when the Users list is at hand. */
  userNames: ReadonlyMap<number, string>;
  showZero: boolean;
  onShowZeroChange: (show: boolean) => void;
}

export function LedgerTab({ query, userNames, showZero, onShowZeroChange }: LedgerTabProps) {
  const ledger = useTrialBalance();

  const platform = ledger.data.accounts.filter((a) => a.userId === null);
  const users = ledger.data.accounts.filter((a) => a.userId !== null && (showZero || a.balanceXaf !== 0));
  return (
    <div className="stack">
      <TrialBalanceTotal totalXaf={ledger.data.totalXaf} accountCount={ledger.data.accounts.length} />
      <h2 className="section-title">
        <Trans>Platform accounts</Trans>
      </h2>
      <p className="muted small">
        <Trans>Cash and operator capital go negative as money comes in: they mirror money held outside the platform.</Trans>
      </p>
      <PlatformAccountsTable accounts={platform} />
      <div className="section-heading">
        <h2 className="section-title">
          <Trans>Investor accounts</Trans>
        </h2>
        <Switch isSelected={showZero} onChange={onShowZeroChange}>
          <Trans>Show zero balances</Trans>
        </Switch>
      </div>
      <UserAccountsTable accounts={users} query={query} userNames={userNames} />
    </div>
  );
}
