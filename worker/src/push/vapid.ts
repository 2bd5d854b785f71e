/**
 * The VAPID key pair from the Worker's configuration (`npm start` writes one into
 * .dev.vars; production sets the three as Worker secrets).
 */
import type { VapidKeys } from "./types";

export interface VapidEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

/**
 * The VAPID keys, or null when any of the three is missing or blank: then Web Push is
 * off (callers skip sending and the PWA hides 'Turn on notifications'), never an error.
 */
export function vapidFromEnv(env: VapidEnv): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim();
  if (!publicKey || !privateKey || !subject) return null;
  return { publicKey, privateKey, subject };
}
