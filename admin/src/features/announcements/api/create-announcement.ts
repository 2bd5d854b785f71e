/** POST /api/admin/announcements: send an announcement to every investor (docs/product-rules.md#notifications). */
import { useMutation } from "@tanstack/react-query";
import type { AnnouncementInput } from "@app/schema/contracts/notifications";
import { client, json } from "@app/web/api";
import { useInvalidateAnnouncements } from "./get-announcements";

export function useCreateAnnouncement() {
  const onSettled = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => json(client.admin.announcements.$post({ json: input })),
    onSettled,
  });
}
