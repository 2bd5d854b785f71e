/**
 * The owners' alerts of the Operations tab (docs/product-rules.md#operations, OPS-5): the open
 * ones, newest first, and acknowledging one.
 */
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { listQuery } from "../../../lib/admin-list";

/** The first page of open alerts (owners only: others are refused, so they never ask). */
export const openAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "owner-alerts", "open"],
    queryFn: () => json(client.admin.operations.alerts.$get({ query: listQuery({ status: "open", cursor: undefined }) })),
  });

export function useOpenAlerts() {
  return useQuery(openAlertsQueryOptions());
}

/** POST /api/admin/operations/alerts/{id}/acknowledge; every success refreshes the admin's lists (lib/query-client.ts). */
export function useAcknowledgeAlert() {
  return useMutation({
    mutationFn: (id: number) => json(client.admin.operations.alerts[":id"].acknowledge.$post({ param: { id: String(id) } })),
  });
}
