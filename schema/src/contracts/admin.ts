/** Admin panel read models (spec sections 2 and 7; decisions.md section 1). */
import { z } from "zod/mini";
import { MOBILE_MONEY_SERVICES, PHONE_PATTERN, type MobileMoneyService } from "./auth";

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

/**
 * Admin edit of a user (spec section 5, Admin user edit; decisions.md section 1): balances
 * are never overwritten; a change becomes an adjustment entry with the required reason.
 */
export const userUpdateInput = z.object({
  fullName: z.string().check(z.trim(), z.minLength(2, "Full name is required"), z.maxLength(100)),
  phone: z.string().check(z.length(9, "Phone must be 9 digits"), z.regex(PHONE_PATTERN, "Phone must be 9 digits")),
  mobileMoneyService: z.enum(MOBILE_MONEY_SERVICES, "Please select a mobile money service"),
  principalBalance: z.string().check(z.regex(/^\d{1,12}(\.0{1,2})?$/, "Balance must be a whole number of XAF")),
  referralBalance: z.string().check(z.regex(/^\d{1,12}(\.0{1,2})?$/, "Balance must be a whole number of XAF")),
  isActive: z.boolean(),
  /** Required when a balance changes; shown to the user in their history. */
  reason: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

/** GET /api/admin/ledger/trial-balance: every account's balance in XAF; they sum to 0. */
export interface TrialBalance {
  accounts: { accountId: string; kind: string; userId: number | null; balanceXaf: number }[];
  totalXaf: number;
}
