/**
 * 'Offline: figures from <time>' above every signed-in screen while the API cannot be
 * reached (docs/product-rules.md#offline). The time is when the newest of the user's
 * figures (dashboard, statement, profile) arrived, in Africa/Douala and the reader's
 * language; the figures on screen are that copy until the network returns.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "@app/web/money";
import { useOnline } from "../../../features/offline/network";

export function OfflineNotice() {
  const { i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const newest = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.queryKey[0] === "user" || q.queryKey[0] === "auth" })
      .map((q) => q.state.dataUpdatedAt),
  );
  const time = newest > 0 ? formatDateTime(new Date(newest).toISOString(), i18n.locale) : "";
  return (
    <p className="banner offline-notice" role="status">
      {time ? <Trans>Offline: figures from {time}.</Trans> : <Trans>Offline.</Trans>}{" "}
      <Trans>They refresh when the connection returns.</Trans>
    </p>
  );
}

/** Why money actions are disabled offline, next to them. */
export function OfflineActionsNote({ id }: { id?: string }) {
  return (
    <p id={id} className="small money-actions__note">
      <Trans>You are offline: deposits, withdrawals and investments need a connection.</Trans>
    </p>
  );
}
