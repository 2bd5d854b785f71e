/**
 * Web Push in the PWA, opt-in (docs/product-rules.md#notifications, NOT-10 to NOT-14): the
 * browser's permission is asked only when the investor taps 'Turn on notifications'; the
 * subscription is made through the service worker with the Worker's VAPID public key and
 * stored by the API with the language pushes are to be worded in. 'Turn off' and logout
 * remove it from the API and from the browser.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export const pushStateKey = ["notifications", "push"] as const;

export interface PushState {
  /** The browser can receive Web Push and the Worker has VAPID keys. */
  available: boolean;
  /** This browser holds a subscription. */
  subscribed: boolean;
  permission: NotificationPermission | "unsupported";
  publicKey: string | null;
}

/** True when this browser has service workers, the Push API and notifications. */
export function browserSupportsPush(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!browserSupportsPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function readPushState(): Promise<PushState> {
  if (!browserSupportsPush()) return { available: false, subscribed: false, permission: "unsupported", publicKey: null };
  const { publicKey } = await json(client.notifications["push-key"].$get());
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  return {
    available: publicKey !== null && registration !== undefined,
    subscribed: subscription !== null,
    permission: Notification.permission,
    publicKey,
  };
}

/** Whether 'Turn on notifications' can be offered, and whether this browser is subscribed. */
export function usePushState() {
  return useQuery({ queryKey: pushStateKey, queryFn: readPushState, staleTime: 0 });
}

/** The browser refused, or the investor declined, the notification permission. */
export class PushPermissionDenied extends Error {}

/** Asks permission (this must run in the tap's handler), subscribes and stores the subscription. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ publicKey, locale }: { publicKey: string; locale: string }) => {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") throw new PushPermissionDenied(permission);
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
      const { endpoint, keys } = subscription.toJSON();
      await json(
        client.notifications["push-subscriptions"].$post({
          json: {
            endpoint: endpoint ?? "",
            keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" },
            locale: locale === "fr" ? "fr" : "en",
          },
        }),
      );
    },
    meta: { refreshesAccount: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushStateKey }),
  });
}

/** Removes this browser's subscription from the API and the browser. */
export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetPushSubscription,
    meta: { refreshesAccount: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushStateKey }),
  });
}

/**
 * Forgets this browser's push subscription: the API's copy first (it needs the session, so
 * logout calls this before signing out), then the browser's. Does nothing when there is none.
 */
export async function forgetPushSubscription(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await json(client.notifications["push-subscriptions"].$delete({ json: { endpoint: subscription.endpoint } }));
  } finally {
    await subscription.unsubscribe();
  }
}
