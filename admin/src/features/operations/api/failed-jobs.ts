/**
 * The failed jobs of the Operations tab (docs/product-rules.md#operations, OPS-2): one page by
 * state, newest first, and sending one again to its queue.
 */
import { queryOptions, useMutation, useSuspenseQuery } from "@tanstack/react-query";
import type { ListFilter } from "@app/schema/contracts/admin-lists";
import type { FailedJobState } from "@app/schema/db/operations";
import { client, json } from "@app/web/api";
import { listQuery } from "../../../lib/admin-list";

export const failedJobsQueryOptions = (filter: ListFilter<FailedJobState>) =>
  queryOptions({
    queryKey: ["admin", "failed-jobs", filter],
    queryFn: () => json(client.admin.operations["failed-jobs"].$get({ query: listQuery(filter) })),
  });

export function useFailedJobs(filter: ListFilter<FailedJobState>) {
  return useSuspenseQuery(failedJobsQueryOptions(filter));
}

/** POST /api/admin/operations/failed-jobs/{id}/resend; every success refreshes the admin's lists (lib/query-client.ts). */
export function useResendJob() {
  return useMutation({
    mutationFn: (id: number) => json(client.admin.operations["failed-jobs"][":id"].resend.$post({ param: { id: String(id) } })),
  });
}
