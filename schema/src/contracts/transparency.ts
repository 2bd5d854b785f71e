/** GET /api/transparency, public (decisions.md section 1). Amounts are decimal strings of XAF. */
export interface SwitchChangeView {
  switch: "deposits" | "withdrawals";
  enabled: boolean;
  /** The admin who flipped the switch (decisions.md section 1: when and by whom is public). */
  changedBy: string;
  reason: string | null;
  createdAt: string;
}

export interface TransparencyResponse {
  depositsApproved: string;
  withdrawalsPaid: string;
  returnsPaid: string;
  returnsOwed: string;
  referralBonusesPaid: string;
  reserveBalance: string;
  /** Whole days of current daily returns the reserve covers; null when none are due. */
  reserveCoverDays: number | null;
  pendingWithdrawals: { count: number; oldestAgeHours: number | null };
  medianWithdrawalDecisionHours: number | null;
  switchHistory: SwitchChangeView[];
  operatorLegalName: string;
  licenceReference: string;
  asOf: string;
}
