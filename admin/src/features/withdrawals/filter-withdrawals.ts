/** The search box's rule for withdrawals: account name or number, investor name or phone. */
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";

export function filterWithdrawals(withdrawals: WithdrawalView[], query: string): WithdrawalView[] {
  const q = query.trim().toLowerCase();
  if (!q) return withdrawals;
  const digits = q.replace(/[\s+]/g, "").replace(/^237(?=\d{9}$)/, "");
  const isDigits = /^\d+$/.test(digits);
  return withdrawals.filter(
    (w) =>
      w.accountName.toLowerCase().includes(q) ||
      w.fullName.toLowerCase().includes(q) ||
      (isDigits && (w.accountNumber.includes(digits) || w.phone.includes(digits))),
  );
}
