/**
 * POST /api/user/referral-balance/transfer -> {movedXaf}: the whole referral balance moves
 * to principal in one ledger transfer (docs/product-rules.md#referrals); then balances
 * are refetched.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { refreshAccount } from "../../../lib/refresh-account";

export function moveReferralBalance() {
  return json(client.user["referral-balance"].transfer.$post());
}

export function useMoveReferralBalance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveReferralBalance, onSuccess: () => refreshAccount(queryClient) });
}
