/** GET /api/withdrawals/availability: asked before the summary, each time (spec section 5). */
import type { AvailabilityResponse } from "@app/schema/contracts/deposits";
import { api } from "@app/web/api-client";

export function getWithdrawalAvailability() {
  return api<AvailabilityResponse>("/api/withdrawals/availability");
}
