/** GET /api/deposit-steps: the operator's MTN and Orange transfer instructions (spec section 3). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DepositStepsResponse } from "@app/schema/contracts/settings";
import { api } from "@app/web/api-client";

export function getDepositSteps() {
  return api<DepositStepsResponse>("/api/deposit-steps");
}

export function depositStepsQueryOptions() {
  return queryOptions({ queryKey: ["user", "deposits", "steps"], queryFn: getDepositSteps, staleTime: 10 * 60_000 });
}

export function useDepositSteps() {
  return useQuery(depositStepsQueryOptions());
}
