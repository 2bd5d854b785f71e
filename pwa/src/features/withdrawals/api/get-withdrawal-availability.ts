/** GET /api/withdrawals/availability: asked before the summary, each time (docs/product-rules.md#withdrawals). */
import { client, json } from "@app/web/api";

export function getWithdrawalAvailability() {
  return json(client.withdrawals.availability.$get());
}
