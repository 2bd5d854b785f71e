/**
 * POST /api/user/referral-balance/transfer -> {movedXaf}: the whole referral balance moves
 * to principal in one ledger transfer (decisions.md section 2); then balances are refetched.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@app/web/api-client";
import { refreshAccount } from "../../../lib/refresh-account";

export function moveReferralBalance() {
  return api<{ movedXaf: number }>("/api/user/referral-balance/transfer", { method: "POST" });
}

export function useMoveReferralBalance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveReferralBalance, onSuccess: () => refreshAccount(queryClient) });
}
