/**
 * Money in suspense (docs/product-rules.md#suspense): deposits a provider completed for an
 * account that was erased meanwhile, owed back to the number that paid, and staff's refund
 * of each as a two-person decision. Amounts are whole XAF.
 */
import { z } from "zod/mini";
import type { ApprovalStatus } from "./approvals";
import { proposalReason } from "./admin";

/** One deposit held in suspense, as GET /api/admin/suspense lists it. */
export interface SuspenseItem {
  /** The ledger transfer that put it in suspense: what a refund names. */
  transferId: number;
  paymentId: string;
  /** Our reference, the one the payer's provider shows. */
  reference: string;
  provider: "pawapay" | "notchpay";
  /** The number that paid, where a refund goes. */
  payerPhone: string;
  paymentMethod: string;
  amountXaf: number;
  /** When it was credited to suspense, ISO 8601 UTC. */
  heldAt: string;
  /** The open or last refund proposal, if any. */
  refund: { approvalId: number; status: ApprovalStatus } | null;
}

/** GET /api/admin/suspense: what is held, oldest first (at most 200), and the balance of `suspense`. */
export interface SuspenseList {
  items: SuspenseItem[];
  balanceXaf: number;
}

/** POST /api/admin/suspense/{transferId}/refund: why staff refund it (shown to the second admin). */
export const suspenseRefundInput = z.object({
  reason: proposalReason,
});
export type SuspenseRefundInput = z.infer<typeof suspenseRefundInput>;
