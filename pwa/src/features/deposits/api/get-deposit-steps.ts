/** GET /api/deposit-steps: the operator's MTN and Orange transfer instructions (docs/product-rules.md#operator). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function getDepositSteps() {
  return json(client["deposit-steps"].$get());
}

export function depositStepsQueryOptions() {
  return queryOptions({ queryKey: ["user", "deposits", "steps"], queryFn: getDepositSteps, staleTime: 10 * 60_000 });
}

export function useDepositSteps() {
  return useQuery(depositStepsQueryOptions());
}
