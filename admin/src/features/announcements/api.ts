/**
 * The User messaging calls (docs/product-rules.md#notifications), through the typed client.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnnouncementInput, AnnouncementPatchInput } from "@app/schema/contracts/notifications";
import { client, json } from "@app/web/api";

export const announcementsKey = ["admin", "announcements"] as const;

export function useAnnouncements() {
  return useQuery({ queryKey: announcementsKey, queryFn: () => json(client.admin.announcements.$get()) });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: announcementsKey });
}

export function useCreateAnnouncement() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => json(client.admin.announcements.$post({ json: input })),
    onSettled,
  });
}

export function useUpdateAnnouncement() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AnnouncementPatchInput }) =>
      json(client.admin.announcements[":id"].$patch({ param: { id: String(id) }, json: patch })),
    onSettled,
  });
}

export function useDeleteAnnouncement() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => json(client.admin.announcements[":id"].$delete({ param: { id: String(id) } })),
    onSettled,
  });
}
