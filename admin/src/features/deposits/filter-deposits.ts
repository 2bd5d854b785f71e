/** The search box's rule for deposit verifications: investor, phone, sender, or transaction ID. */
import type { DepositVerificationView } from "@app/schema/contracts/deposits";

export function filterDeposits(deposits: DepositVerificationView[], query: string): DepositVerificationView[] {
  const q = query.trim().toLowerCase();
  if (!q) return deposits;
  const digits = q.replace(/[\s+]/g, "").replace(/^237(?=\d{9}$)/, "");
  return deposits.filter(
    (d) =>
      [d.fullName, d.depositName, d.userName, d.transactionId].some((text) => text.toLowerCase().includes(q)) ||
      (/^\d+$/.test(digits) && d.phone.includes(digits)),
  );
}
