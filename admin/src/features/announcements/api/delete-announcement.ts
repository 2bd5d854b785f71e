/** DELETE /api/admin/announcements/{id}: remove an announcement from every investor's notifications (docs/product-rules.md#notifications). */
import { useMutation } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { useInvalidateAnnouncements } from "./get-announcements";

export function useDeleteAnnouncement() {
  const onSettled = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: (id: number) => json(client.admin.announcements[":id"].$delete({ param: { id: String(id) } })),
    onSettled,
  });
}
