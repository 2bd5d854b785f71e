/** GET /api/admin/announcements: every announcement with who sent it and how many investors read it (docs/product-rules.md#notifications). */
import { queryOptions, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const ANNOUNCEMENTS_QUERY_KEY = ["admin", "announcements"] as const;

export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: ANNOUNCEMENTS_QUERY_KEY, queryFn: () => json(client.admin.announcements.$get()) });

export function useAnnouncements() {
  return useSuspenseQuery(announcementsQueryOptions());
}

/** For the announcement mutations: reload the list once they settle. */
export function useInvalidateAnnouncements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_QUERY_KEY });
}
