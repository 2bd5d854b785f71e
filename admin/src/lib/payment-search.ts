/**
 * `?status=&direction=` of /admin/payments, also carried by a payment's page so its Back link
 * returns to the same list. A stale or hand-edited value falls back to 'all'.
 */
import { z } from "zod";
import { PAYMENT_DIRECTIONS, PAYMENT_STATUSES } from "@app/schema/contracts/payments";

export const paymentSearch = z.object({
  status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  direction: z.enum(PAYMENT_DIRECTIONS).optional().catch(undefined),
});
