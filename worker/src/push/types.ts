/**
 * Shapes of Web Push: what the browser hands us, what we send, and the VAPID key pair.
 */

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push
 * service's URL for this browser (a capability: keep it out of logs) and the browser's
 * keys, both base64url. `p256dh` is an uncompressed P-256 point (65 bytes), `auth` a
 * 16-byte secret (RFC 8291 section 3).
 */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What the service worker (pwa/public/push-sw.js) shows. The caller renders it in the
 * recipient's language (the user's saved locale) before sending: the service worker
 * does no translation. Keep it small (the encrypted body is at most 3,993 bytes of JSON).
 * - `title`: the notification's title, e.g. "Deposit approved".
 * - `body`: one or two sentences, amounts already formatted (e.g. "5 000 FCFA credited").
 * - `url`: a same-origin path to open on tap, e.g. "/dashboard"; anything else opens /dashboard.
 * - `tag`: a notification with the same tag replaces the previous one on the device,
 *   e.g. "announcement-12" or "deposit-345".
 */
export interface PushPayload {
  title: string;
  body: string;
  url?: string;
  tag?: string;
}

/**
 * The application server's VAPID identity (RFC 8292), from the Worker's secrets
 * VAPID_PUBLIC_KEY (base64url uncompressed P-256 point: the PWA passes it as
 * `applicationServerKey`), VAPID_PRIVATE_KEY (base64url of the 32-byte private scalar `d`)
 * and VAPID_SUBJECT (a `mailto:` or `https:` contact for push service operators).
 */
export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}
