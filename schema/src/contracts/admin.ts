/** Admin panel read models (docs/product-rules.md#admin). */
import { z } from "zod/mini";
import { MOBILE_MONEY_SERVICES, PHONE_PATTERN, type MobileMoneyService } from "./auth";
import { visibleLength } from "./field-text";

export interface AdminStats {
  totalUsers: number;
  activeInvestments: number;
  /** Sum of approved deposits, decimal string XAF. */
  totalDeposits: string;
  pendingWithdrawals: number;
}

/** A row of the Users tab: never any password or hash field (docs/product-rules.md#passwords). */
export interface AdminUserView {
  id: number;
  fullName: string;
  phone: string;
  mobileMoneyService: MobileMoneyService;
  principalBalance: string;
  referralBalance: string;
  referralCode: string;
  referredByUserId: number | null;
  /** The referrer's name, in the Users list only (null if erased or none). */
  referredByName?: string | null;
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
  /** The stored JSON detail: for edits, `{ before, after }` of the fields that changed. */
  detail: string | null;
  createdAt: string;
  /** The user the entry is about (its target, or the user of its deposit or withdrawal). */
  userId: number | null;
  /** That user's name, null once erased. */
  userFullName: string | null;
}

const BALANCE = /^\d{1,12}(\.0{1,2})?$/;
const balanceText = z.string().check(z.regex(BALANCE, "Balance must be a whole number of XAF"));

/** Least number of visible characters in an adjustment reason (docs/product-rules.md#corrections, LED-11). */
export const MIN_REASON_CHARS = 5;

/**
 * Removes invisible format characters (zero-width space and joiners, BOM, soft hyphen,
 * bidi marks: Unicode category Cf) and trims: what a reason is stored as.
 */
export function cleanReason(text: string): string {
  return text.replace(/\p{Cf}/gu, "").trim();
}

/**
 * The reason a two-person proposal carries for the second admin (a suspense refund, a
 * number's verification): invisible characters removed, at least MIN_REASON_CHARS visible
 * characters, at most 300.
 */
export const proposalReason = z.string("A reason is required").check(
  z.overwrite(cleanReason),
  z.refine(
    (r) => visibleLength(r) >= MIN_REASON_CHARS,
    `A reason of at least ${MIN_REASON_CHARS} visible characters is required`,
  ),
  z.maxLength(300, "reason must be at most 300 characters"),
);

function xafOrNull(text: string | undefined): number | null {
  if (text === undefined || !BALANCE.test(text)) return null;
  return Number(text.split(".")[0]);
}

/**
 * True when the request asks to move a balance: a target differs from the balance the
 * admin saw. Never judged against a balance the server read (docs/product-rules.md#corrections, LED-10).
 */
export function changesABalance(input: {
  principalBalance?: string;
  expectedPrincipalBalance?: string;
  referralBalance?: string;
  expectedReferralBalance?: string;
}): boolean {
  const differs = (target?: string, expected?: string) =>
    target !== undefined && expected !== undefined && xafOrNull(target) !== xafOrNull(expected);
  return (
    differs(input.principalBalance, input.expectedPrincipalBalance) ||
    differs(input.referralBalance, input.expectedReferralBalance)
  );
}

/**
 * Admin edit of a user (docs/product-rules.md#corrections): balances are never
 * overwritten. Each balance sent comes with the balance the admin saw (`expected...`);
 * when they differ the difference becomes an adjustment, posted only if the live balance
 * still equals what the admin saw, and a reason of at least 5 visible characters is
 * required. A request without balances, or with targets equal to what was seen, moves
 * no money.
 */
export const userUpdateInput = z
  .object({
    fullName: z.string().check(z.trim(), z.minLength(2, "Full name is required"), z.maxLength(100)),
    phone: z.string().check(z.length(9, "Phone must be 9 digits"), z.regex(PHONE_PATTERN, "Phone must be 9 digits")),
    mobileMoneyService: z.enum(MOBILE_MONEY_SERVICES, "Please select a mobile money service"),
    principalBalance: z.optional(balanceText),
    referralBalance: z.optional(balanceText),
    /** The principal balance the admin saw when the dialog opened; required with `principalBalance`. */
    expectedPrincipalBalance: z.optional(balanceText),
    /** The referral balance the admin saw; required with `referralBalance`. */
    expectedReferralBalance: z.optional(balanceText),
    isActive: z.boolean(),
    /** Required when a balance changes; shown to the user in their history. */
    reason: z.optional(z.string().check(z.overwrite(cleanReason), z.maxLength(300))),
  })
  .check((ctx) => {
    const v = ctx.value;
    const pairs = [
      ["principalBalance", "expectedPrincipalBalance"],
      ["referralBalance", "expectedReferralBalance"],
    ] as const;
    for (const [target, expected] of pairs) {
      if (v[target] !== undefined && v[expected] === undefined) {
        ctx.issues.push({
          code: "custom",
          path: [expected],
          input: undefined,
          message: `${expected} is required with ${target}: the balance you saw`,
          params: { code: "required" },
        });
      }
    }
    if (changesABalance(v) && visibleLength(v.reason ?? "") < MIN_REASON_CHARS) {
      ctx.issues.push({
        code: "custom",
        path: ["reason"],
        input: v.reason,
        message: `A balance change needs a reason of at least ${MIN_REASON_CHARS} visible characters`,
        params: { code: v.reason ? "too_small" : "required" },
      });
    }
  });
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

/** GET /api/admin/ledger/trial-balance: every account's balance in XAF; they sum to 0. */
export interface TrialBalance {
  accounts: { accountId: string; kind: string; userId: number | null; balanceXaf: number }[];
  totalXaf: number;
}
