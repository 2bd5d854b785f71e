/** /admin/announcements: the User messaging tab (docs/product-rules.md#notifications). */
import { createFileRoute } from "@tanstack/react-router";
import { AnnouncementsTab } from "../../../features/announcements/components/announcements-tab";

export const Route = createFileRoute("/_auth/_panel/announcements")({ component: AnnouncementsTab });
