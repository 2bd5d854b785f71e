/**
 * POST /api/transactions/withdraw -> 201 WithdrawalView: principal moves to a withdrawal
 * hold. Refused with 409 insufficient_balance, 503 withdrawals_disabled or 403
 * account_suspended. On success the user and dashboard are refetched
 * (docs/product-rules.md#screen-withdrawal).
 */
import { useMutation } from "@tanstack/react-query";
import type { WithdrawInput } from "@app/schema/contracts/withdrawals";
import { client, json } from "@app/web/api";

export function requestWithdrawal(input: WithdrawInput) {
  return json(client.transactions.withdraw.$post({ json: input }));
}

export function useRequestWithdrawal() {
  // The account's reads are refreshed after every mutation (lib/query-client.ts).
  return useMutation({ mutationFn: requestWithdrawal });
}
