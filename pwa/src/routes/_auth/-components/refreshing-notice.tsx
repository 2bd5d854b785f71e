/**
 * 'Figures from your last visit. Refreshing...' above a signed-in screen shown from the saved
 * copy (docs/product-rules.md#offline) while its fresh figures are on their way: a repeat
 * visit paints at once from what the phone holds, and says so until the answer replaces it
 * (OFF-7). It floats over the foot of the screen (styles/blocks.css), so its going moves
 * nothing the reader is looking at.
 * Online only: offline, the offline notice says where the figures come from.
 */
import { useIsFetching } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import { useOnline } from "../../../features/offline/network";

/** Epoch ms when this page was loaded: data older than this came from the saved copy. */
const PAGE_LOADED_AT = performance.timeOrigin;

export function RefreshingNotice() {
  const online = useOnline();
  const refreshingSaved = useIsFetching({
    predicate: (q) =>
      (q.queryKey[0] === "user" || q.queryKey[0] === "auth") &&
      q.state.dataUpdatedAt > 0 &&
      q.state.dataUpdatedAt < PAGE_LOADED_AT,
  });
  if (!online || refreshingSaved === 0) return null;
  return (
    <p className="banner refreshing-notice" role="status">
      <Trans>Figures from your last visit. Refreshing...</Trans>
    </p>
  );
}
