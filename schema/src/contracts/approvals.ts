/**
 * Two-person approval of large money moves and of what payouts depend on
 * (docs/product-rules.md#approvals, docs/decisions/0028-two-person-approval.md): the
 * proposals an admin makes instead of acting, the second admin's decision, and the approval
 * settings.
 */
import { z } from "zod/mini";
import type { MobileMoneyService } from "./auth";

export const APPROVAL_KINDS = [
  "balance_adjustment",
  "reserve_funding",
  "withdrawal_approval",
  "phone_change",
  "suspense_refund",
  "number_verification",
  "identity_verification",
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ["proposed", "approved", "rejected", "failed"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Withdrawal approvals above this many XAF need a second admin, unless the owner sets another (APR-2). */
export const DEFAULT_APPROVAL_THRESHOLD_XAF = 100_000;

/** A proposal as the panel lists it. */
export interface ApprovalView {
  id: number;
  kind: ApprovalKind;
  status: ApprovalStatus;
  /** Whole XAF the action moves. */
  amountXaf: number;
  /** What the action does, in English for logs; the panel words it from `kind` and `details`. */
  summary: string;
  /** What the panel shows: the user or withdrawal concerned and the figures. */
  details: ApprovalDetails;
  /** Why the proposer asks (the adjustment's reason, the funding's note, the withdrawal's notes). */
  reason: string | null;
  /** A withdrawal to a number other than the user's registered phone (APR-3). */
  newPayoutNumber: boolean;
  proposedBy: { id: number; username: string };
  proposedAt: string;
  decidedBy: { id: number; username: string } | null;
  decidedAt: string | null;
  /** The rejecting admin's note. */
  note: string | null;
  /** Why approving failed (a precondition changed); nothing moved. */
  failure: string | null;
}

/** The figures of a proposal, by kind. Balances are whole XAF. */
export type ApprovalDetails =
  | {
      kind: "balance_adjustment";
      userId: number;
      fullName: string;
      moves: { account: "principal" | "referral"; fromXaf: number; toXaf: number }[];
    }
  | { kind: "reserve_funding"; requestId: string }
  | {
      kind: "withdrawal_approval";
      withdrawalId: number;
      userId: number;
      fullName: string;
      accountNumber: string;
      registeredPhone: string;
      paymentMethod: string;
    }
  | {
      /** Staff's change of the phone and service an investor's payouts go to (APR-8). */
      kind: "phone_change";
      userId: number;
      fullName: string;
      fromPhone: string;
      toPhone: string;
      fromService: MobileMoneyService;
      toService: MobileMoneyService;
    }
  | {
      /** Staff's refund of a deposit held in suspense to the number that paid (docs/product-rules.md#suspense). */
      kind: "suspense_refund";
      transferId: number;
      paymentId: string;
      reference: string;
      provider: "pawapay" | "notchpay";
      payerPhone: string;
    }
  | {
      /** Staff's verification of a number for an investor's payouts (docs/product-rules.md#verified-numbers, KYC-3). */
      kind: "number_verification";
      userId: number;
      fullName: string;
      number: string;
      service: MobileMoneyService;
    }
  | {
      /** Staff's approval of an investor's identity check: tier 2 (docs/product-rules.md#identity, IDV-4). */
      kind: "identity_verification";
      checkId: number;
      userId: number;
      fullName: string;
      fullLegalName: string;
      documentType: "cni" | "passport";
    };

/** GET /api/admin/approvals?status=… (default proposed), newest first, at most 200. */
export const approvalListQuery = z.object({
  status: z.optional(z.enum(APPROVAL_STATUSES, "status must be proposed, approved, rejected or failed")),
});

export interface ApprovalList {
  approvals: ApprovalView[];
  /** Open proposals, whatever the filter: the navigation's badge. */
  proposedCount: number;
}

/**
 * What the endpoints that used to act answer when the action became a proposal (HTTP 202):
 * `proposed`, or where a retried request finds its proposal decided, that status.
 */
export interface ProposalAccepted {
  approvalId: number;
  status: ApprovalStatus;
}

/** POST /api/admin/approvals/{id}/reject. */
export const rejectApprovalInput = z.object({
  note: z
    .string("A note is required")
    .check(
      z.trim(),
      z.minLength(3, "A note of at least 3 characters is required"),
      z.maxLength(500, "note must be at most 500 characters"),
    ),
});
export type RejectApprovalInput = z.infer<typeof rejectApprovalInput>;

/** POST /api/admin/approvals/{id}/approve and /reject. */
export interface ApprovalDecision {
  approval: ApprovalView;
}

/** GET and PUT /api/admin/approval-settings. */
export interface ApprovalSettings {
  /** Withdrawal approvals above this (whole XAF) are proposals. */
  approvalThresholdXaf: number;
  /** Development only: the proposer may approve their own proposal; the panel warns while on. */
  selfApprovalAllowed: boolean;
  /** Whether this deployment may turn self-approval on (APP_ENV=development). */
  selfApprovalAvailable: boolean;
  /** Hours a number staff verified waits before payouts may go to it (docs/product-rules.md#verified-numbers, KYC-3). */
  payoutNumberCoolingOffHours: number;
}

export const approvalSettingsInput = z.object({
  approvalThresholdXaf: z
    .number("approvalThresholdXaf is required")
    .check(
      z.int("approvalThresholdXaf must be whole XAF"),
      z.gte(0, "approvalThresholdXaf must be at least 0 XAF"),
      z.lte(1_000_000_000, "approvalThresholdXaf must be at most 1,000,000,000 XAF"),
    ),
  selfApprovalAllowed: z.boolean("selfApprovalAllowed must be true or false"),
  /** Absent: unchanged. */
  payoutNumberCoolingOffHours: z.optional(
    z
      .number("payoutNumberCoolingOffHours must be a whole number of hours")
      .check(
        z.int("payoutNumberCoolingOffHours must be a whole number of hours"),
        z.gte(0, "payoutNumberCoolingOffHours must be at least 0 hours"),
        z.lte(720, "payoutNumberCoolingOffHours must be at most 720 hours"),
      ),
  ),
});
export type ApprovalSettingsInput = z.infer<typeof approvalSettingsInput>;
