/**
 * POST /api/transactions/withdraw -> 201 WithdrawalView: principal moves to a withdrawal
 * hold. Refused with 409 insufficient_balance, 503 withdrawals_disabled or 403
 * account_suspended. On success the user and dashboard are refetched
 * (docs/product-rules.md#screen-withdrawal).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WithdrawInput } from "@app/schema/contracts/withdrawals";
import { client, json } from "@app/web/api";
import { refreshAccount } from "../../../lib/refresh-account";

export function requestWithdrawal(input: WithdrawInput) {
  return json(client.transactions.withdraw.$post({ json: input }));
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestWithdrawal, onSuccess: () => refreshAccount(queryClient) });
}
