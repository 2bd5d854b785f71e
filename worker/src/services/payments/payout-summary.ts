/**
 * A withdrawal's automatic payout as the withdrawal rows show it (docs/product-rules.md#automatic-rails,
 * RAIL-5; #money-status): a typed projection that queries over `withdrawal_requests w` add to
 * their SELECT and FROM, joined on the payouts' unique index on the withdrawal request, and
 * the reader that turns the columns it selects into a `PayoutSummary` (null without a payout).
 */
import type { PayoutSummary, PaymentState } from "@app/schema/contracts/payments";
import type { SqlProjection } from "../../lib/sql-projection";

/** The columns `withdrawalPayout` adds to a withdrawal row. */
export interface PayoutColumns {
  payout_status: string | null;
  payout_reference: string | null;
  payout_operator_reference: string | null;
  payout_failure_code: string | null;
}

/** The payout of a withdrawal row aliased `w` (its payment aliased `p`), read as a `PayoutSummary`. */
export const withdrawalPayout: SqlProjection<PayoutColumns, PayoutSummary | null> = {
  columns:
    "p.status AS payout_status, p.reference AS payout_reference, p.operator_reference AS payout_operator_reference, p.failure_code AS payout_failure_code",
  joins: "LEFT JOIN payments p ON p.withdrawal_request_id = w.id",
  read(r) {
    if (r.payout_status === null || r.payout_reference === null) return null;
    return {
      status: r.payout_status as PaymentState,
      reference: r.payout_reference,
      operatorReference: r.payout_operator_reference,
      failureCode: r.payout_status === "failed" ? r.payout_failure_code : null,
    };
  },
};
