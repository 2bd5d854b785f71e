/**
 * POST /api/user/referral-balance/transfer -> {movedXaf}: the whole referral balance moves
 * to principal in one ledger transfer (docs/product-rules.md#referrals); then balances
 * are refetched.
 */
import { useMutation } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function moveReferralBalance() {
  return json(client.user["referral-balance"].transfer.$post());
}

export function useMoveReferralBalance() {
  // The account's reads are refreshed after every mutation (lib/query-client.ts).
  return useMutation({ mutationFn: moveReferralBalance });
}
