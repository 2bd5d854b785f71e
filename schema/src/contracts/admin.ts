/** Admin panel read models (spec sections 2 and 7; decisions.md section 1). */
import type { MobileMoneyService } from "./auth";

export interface AdminStats {
  totalUsers: number;
  activeInvestments: number;
  /** Sum of approved deposits, decimal string XAF. */
  totalDeposits: string;
  pendingWithdrawals: number;
}

/** A row of the Users tab: never any password or hash field (decisions.md section 1). */
export interface AdminUserView {
  id: number;
  fullName: string;
  phone: string;
  mobileMoneyService: MobileMoneyService;
  principalBalance: string;
  referralBalance: string;
  referralCode: string;
  referredByUserId: number | null;
  isActive: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}

export interface AuditEntryView {
  id: number;
  adminUsername: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  detail: string | null;
  createdAt: string;
}
