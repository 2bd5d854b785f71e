/**
 * The notification calls (docs/product-rules.md#notifications). The typed `client` does
 * not know these routes until the API branch merges: untyped `api<T>` with the contract's types.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationCount, NotificationView } from "@app/schema/contracts/notifications";
import { api } from "@app/web/api-client";

export const notificationCountKey = ["notifications", "count"] as const;
export const notificationListKey = ["notifications", "list"] as const;

/** How often an open, visible app asks for the unread count (30 s). */
export const NOTIFICATION_POLL_MS = 30_000;

export const notificationCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationCountKey,
    queryFn: () => api<NotificationCount>("/api/notifications/count"),
    // Polled only while the page is visible; refreshed on focus and when back online
    // (TanStack Query pauses fetches while offline). "always": the app default staleTime is
    // Infinity, so plain `true` would never refetch.
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: "always",
    refetchOnReconnect: "always",
    networkMode: "online",
  });

/** The unread count for the bell. */
export function useNotificationCount() {
  return useQuery(notificationCountQueryOptions());
}

/** The list for the dialog, newest first. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationListKey,
    queryFn: () => api<NotificationView[]>("/api/notifications"),
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
    mutationFn: (id: string) => api<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "POST" }),
    onSettled: invalidate,
  });
}

/** `POST /api/notifications/read-all`. */
export function useMarkAllRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () => api<unknown>("/api/notifications/read-all", { method: "POST" }),
    onSettled: invalidate,
  });
}
