/** The link a user shares: /login?ref=CODE on this origin (docs/product-rules.md#accounts). */

/** The origin when there is no window: the Worker's first screen sets it (first-screen/server.tsx). */
let originWithoutWindow = "";

/** For the Worker's first screen: the origin the request came to, before a synchronous render. */
export function setReferralOrigin(origin: string): void {
  originWithoutWindow = origin;
}

export function referralLink(code: string): string {
  const origin = typeof window === "undefined" ? originWithoutWindow : window.location.origin;
  return `${origin}/login?ref=${encodeURIComponent(code)}`;
}
