/** The spec's search for investment history: user full name, phone (with or without +237) or card name. */
import type { AdminInvestmentView } from "@app/schema/contracts/investments";

export function filterInvestments(investments: AdminInvestmentView[], query: string): AdminInvestmentView[] {
  const q = query.trim().toLowerCase();
  if (!q) return investments;
  const digits = q.replace(/[\s+]/g, "").replace(/^237(?=\d{9}$)/, "");
  const isDigits = /^\d+$/.test(digits);
  return investments.filter(
    (i) =>
      i.userFullName.toLowerCase().includes(q) ||
      i.cardName.toLowerCase().includes(q) ||
      (isDigits && i.userPhone.includes(digits)),
  );
}
