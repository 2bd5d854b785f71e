/**
 * The panel's tabs in the spec's order (users, deposit verifications, investment cards,
 * investment history, withdrawal requests, deposit steps), then the reserve, the ledger
 * and the audit log. Each says what the shared search box looks through, or that it
 * does not search (`placeholder: null`).
 */
import { useMemo } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TabItem } from "../components/ui/tabs";
import { AuditLogTab } from "../features/audit/components/audit-log-tab";
import { CardsTab } from "../features/cards/components/cards-tab";
import { DepositsTab } from "../features/deposits/components/deposits-tab";
import { DepositsTabLabel } from "../features/deposits/components/deposits-tab-label";
import { InvestmentsTab } from "../features/investments/components/investments-tab";
import { LedgerTab } from "../features/ledger/components/ledger-tab";
import { ReserveTab } from "../features/reserve/components/reserve-tab";
import { DepositStepsTab } from "../features/settings/components/deposit-steps-tab";
import { useUsers } from "../features/users/api/get-users";
import { UsersTab } from "../features/users/components/users-tab";
import { WithdrawalsTab } from "../features/withdrawals/components/withdrawals-tab";

export type TabKey =
  | "users"
  | "deposits"
  | "cards"
  | "investments"
  | "withdrawals"
  | "deposit-steps"
  | "reserve"
  | "ledger"
  | "audit-log";

export interface PanelTab extends TabItem<TabKey> {
  placeholder: string | null;
}

/** The ledger names investors from the Users list, which the app (not the ledger feature) owns. */
function LedgerWithNames({ query }: { query: string }) {
  const users = useUsers();
  const names = useMemo(() => new Map((users.data ?? []).map((user) => [user.id, user.fullName])), [users.data]);
  return <LedgerTab query={query} userNames={names} />;
}

export function usePanelTabs(query: string): PanelTab[] {
  const { t } = useLingui();
  return [
    {
      key: "users",
      label: <Trans>Users</Trans>,
      placeholder: t`Name, phone or referral code`,
      panel: () => <UsersTab query={query} />,
    },
    {
      key: "deposits",
      label: <DepositsTabLabel />,
      placeholder: t`Investor, phone, sender or transaction ID`,
      panel: () => <DepositsTab query={query} />,
    },
    { key: "cards", label: <Trans>Investment cards</Trans>, placeholder: t`Card name`, panel: () => <CardsTab query={query} /> },
    {
      key: "investments",
      label: <Trans>Investment history</Trans>,
      placeholder: t`User full name, phone or card name`,
      panel: () => <InvestmentsTab query={query} />,
    },
    {
      key: "withdrawals",
      label: <Trans>Withdrawal requests</Trans>,
      placeholder: t`Account name or number, investor or phone`,
      panel: () => <WithdrawalsTab query={query} />,
    },
    { key: "deposit-steps", label: <Trans>Deposit steps</Trans>, placeholder: null, panel: () => <DepositStepsTab /> },
    { key: "reserve", label: <Trans>Reserve</Trans>, placeholder: null, panel: () => <ReserveTab /> },
    {
      key: "ledger",
      label: <Trans>Ledger</Trans>,
      placeholder: t`Investor or account`,
      panel: () => <LedgerWithNames query={query} />,
    },
    {
      key: "audit-log",
      label: <Trans>Audit log</Trans>,
      placeholder: t`Admin, action or detail`,
      panel: () => <AuditLogTab query={query} />,
    },
  ];
}
