/**
 * GET /api/admin/announcements?cursor=: one page of the announcements, newest first, with who
 * sent each, how many investors read it and the total (docs/product-rules.md#notifications,
 * NOT-6; #admin-lists).
 */
import { queryOptions, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { ListFilter } from "@app/schema/contracts/admin-lists";
import { client, json } from "@app/web/api";
import { listQuery } from "../../../lib/admin-list";

export const ANNOUNCEMENTS_QUERY_KEY = ["admin", "announcements"] as const;

export const announcementsQueryOptions = (filter: ListFilter<never>) =>
  queryOptions({
    queryKey: [...ANNOUNCEMENTS_QUERY_KEY, filter],
    queryFn: () => json(client.admin.announcements.$get({ query: listQuery(filter) })),
  });

export function useAnnouncements(filter: ListFilter<never>) {
  return useSuspenseQuery(announcementsQueryOptions(filter));
}

/** For the announcement mutations: reload every page once they settle. */
export function useInvalidateAnnouncements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_QUERY_KEY });
}
