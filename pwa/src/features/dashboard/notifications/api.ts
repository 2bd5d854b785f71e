/**
 * The notification calls (docs/product-rules.md#notifications), through the typed client.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";
import { useAfterFirstScreen } from "../../../lib/after-first-screen";

export const notificationCountKey = ["notifications", "count"] as const;
export const notificationListKey = ["notifications", "list"] as const;

/** How often an open, visible app asks for the unread count (30 s). */
export const NOTIFICATION_POLL_MS = 30_000;

export const notificationCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationCountKey,
    queryFn: () => json(client.notifications.count.$get()),
    // Polled only while the page is visible; refreshed on focus and when back online
    // (TanStack Query pauses fetches while offline). "always": the app default staleTime is
    // Infinity, so plain `true` would never refetch.
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: "always",
    refetchOnReconnect: "always",
    networkMode: "online",
  });

/** The unread count for the bell; its first read waits until the screen has painted (lib/after-first-screen.ts). */
export function useNotificationCount() {
  return useQuery({ ...notificationCountQueryOptions(), enabled: useAfterFirstScreen() });
}

/** The list for the dialog, newest first. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationListKey,
    queryFn: () => json(client.notifications.$get()),
    // Fresh each time the dialog opens: the badge may have counted notifications that came
    // after the last list (the app's default staleTime is Infinity).
    refetchOnMount: "always",
  });
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["notifications"] });
}

/** `POST /api/notifications/{id}/read`. */
export function useMarkRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => json(client.notifications[":id"].read.$post({ param: { id } })),
    meta: { refreshesAccount: false },
    onSettled: invalidate,
  });
}

/** `POST /api/notifications/read-all`. */
export function useMarkAllRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () => json(client.notifications["read-all"].$post()),
    meta: { refreshesAccount: false },
    onSettled: invalidate,
  });
}
