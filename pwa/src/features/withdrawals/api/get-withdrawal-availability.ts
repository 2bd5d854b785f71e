/** GET /api/withdrawals/availability: asked before the summary, each time (spec section 5). */
import { client, json } from "@app/web/api";

export function getWithdrawalAvailability() {
  return json(client.withdrawals.availability.$get());
}
