/** Count and XAF total per stored status, for the three summary cards (spec section 2). */
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import { decimalStringToXaf } from "@app/schema/money";

export type WithdrawalStatus = WithdrawalView["status"];
export type WithdrawalSummary = Record<WithdrawalStatus, { count: number; totalXaf: number }>;

export function summarizeWithdrawals(withdrawals: WithdrawalView[]): WithdrawalSummary {
  const summary: WithdrawalSummary = {
    pending: { count: 0, totalXaf: 0 },
    completed: { count: 0, totalXaf: 0 },
    failed: { count: 0, totalXaf: 0 },
  };
  for (const w of withdrawals) {
    summary[w.status].count += 1;
    summary[w.status].totalXaf += decimalStringToXaf(w.amount);
  }
  return summary;
}
