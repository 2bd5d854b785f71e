/** /admin/announcements?cursor=: the User messaging tab, one page at a time (docs/product-rules.md#notifications, NOT-6). */
import { createFileRoute } from "@tanstack/react-router";
import { announcementsQueryOptions } from "../../../features/announcements/api/get-announcements";
import { AnnouncementsTab } from "../../../features/announcements/components/announcements-tab";
import { cursorSearch } from "../../../lib/search-params";

export const Route = createFileRoute("/_auth/_panel/announcements")({
  validateSearch: cursorSearch,
  loaderDeps: ({ search: { cursor } }) => ({ cursor }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(announcementsQueryOptions(deps)),
  component: AnnouncementsRoute,
});

function AnnouncementsRoute() {
  const { cursor } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <AnnouncementsTab cursor={cursor} onCursor={(next) => void navigate({ search: (prev) => ({ ...prev, cursor: next }) })} />
  );
}
