/**
 * POST /api/deposit-verification -> 201 {id}. Refused with 409 duplicate_transaction_id,
 * 503 deposits_disabled or 403 account_suspended; only success or failure is used.
 */
import { useMutation } from "@tanstack/react-query";
import type { DepositVerificationInput } from "@app/schema/contracts/deposits";
import { client, json } from "@app/web/api";

export function submitDepositVerification(input: DepositVerificationInput) {
  return json(client["deposit-verification"].$post({ json: input }));
}

export function useSubmitDepositVerification() {
  return useMutation({ mutationFn: submitDepositVerification });
}
