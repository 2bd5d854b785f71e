/** /admin/announcements: the User messaging tab (docs/product-rules.md#notifications). */
import { createFileRoute } from "@tanstack/react-router";
import { announcementsQueryOptions } from "../../../features/announcements/api/get-announcements";
import { AnnouncementsTab } from "../../../features/announcements/components/announcements-tab";

export const Route = createFileRoute("/_auth/_panel/announcements")({
  loader: ({ context }) => context.queryClient.ensureQueryData(announcementsQueryOptions()),
  component: AnnouncementsTab,
});
