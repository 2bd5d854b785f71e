/** PATCH /api/admin/announcements/{id}: edit an announcement's texts or switch it on or off (docs/product-rules.md#notifications). */
import { useMutation } from "@tanstack/react-query";
import type { AnnouncementPatchInput } from "@app/schema/contracts/notifications";
import { client, json } from "@app/web/api";
import { useInvalidateAnnouncements } from "./get-announcements";

export function useUpdateAnnouncement() {
  const onSettled = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AnnouncementPatchInput }) =>
      json(client.admin.announcements[":id"].$patch({ param: { id: String(id) }, json: patch })),
    onSettled,
  });
}
