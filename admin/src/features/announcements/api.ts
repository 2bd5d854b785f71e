/**
 * The User messaging calls (docs/product-rules.md#notifications). The typed `client` does
 * not know these routes until the API branch merges: untyped `api<T>` with the contract's types.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnnouncementInput, AnnouncementPatchInput, AnnouncementView } from "@app/schema/contracts/notifications";
import { api } from "@app/web/api-client";

export const announcementsKey = ["admin", "announcements"] as const;

export function useAnnouncements() {
  return useQuery({ queryKey: announcementsKey, queryFn: () => api<AnnouncementView[]>("/api/admin/announcements") });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: announcementsKey });
}

export function useCreateAnnouncement() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => api<AnnouncementView>("/api/admin/announcements", { method: "POST", body: input }),
    onSettled,
  });
}

export function useUpdateAnnouncement() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AnnouncementPatchInput }) =>
      api<AnnouncementView>(`/api/admin/announcements/${id}`, { method: "PATCH", body: patch }),
    onSettled,
  });
}

export function useDeleteAnnouncement() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/api/admin/announcements/${id}`, { method: "DELETE" }),
    onSettled,
  });
}
