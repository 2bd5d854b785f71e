/**
 * Journey set-up for numbers proven by their holder (docs/product-rules.md#verified-numbers):
 * a number verified for an investor's payouts the way staff do it.
 */
import { expect } from "@playwright/test";
import { BASE, approveAsChecker, ownerApi } from "./support";

/**
 * Set-up: `investor`'s registered phone verified for their payouts the way staff do it
 * (docs/product-rules.md#verified-numbers, KYC-3): the owner proposes it, the second admin
 * approves, and the cooling-off of this journey's server is set to 0 hours first, so the
 * journey can withdraw to it at once. A journey about verification itself deposits instead.
 */
export async function verifyPayoutNumber(investor: { id: number; phone: string }): Promise<void> {
  const owner = await ownerApi();
  const headers = { Origin: BASE };
  const settings = (await (await owner.get("/api/admin/approval-settings")).json()) as {
    approvalThresholdXaf: number;
    selfApprovalAllowed: boolean;
  };
  const saved = await owner.put("/api/admin/approval-settings", {
    headers,
    data: {
      approvalThresholdXaf: settings.approvalThresholdXaf,
      selfApprovalAllowed: settings.selfApprovalAllowed,
      payoutNumberCoolingOffHours: 0,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const proposed = await owner.post(`/api/admin/users/${investor.id}/payout-numbers`, {
    headers,
    data: { number: investor.phone, service: "MTN Mobile Money", reason: "Journey set-up: the holder's own phone" },
  });
  expect(proposed.status(), await proposed.text()).toBe(202);
  await approveAsChecker(((await proposed.json()) as { approvalId: number }).approvalId);
}
