/** GET /api/admin/deposit-verifications: every request not deleted, newest first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import { apiFetch } from "../../../lib/api-client";

export const DEPOSITS_QUERY_KEY = ["admin", "deposit-verifications"] as const;

export const depositVerificationsQueryOptions = () =>
  queryOptions({
    queryKey: DEPOSITS_QUERY_KEY,
    queryFn: () => apiFetch<DepositVerificationView[]>("/admin/deposit-verifications"),
  });

export function useDepositVerifications() {
  return useQuery(depositVerificationsQueryOptions());
}
