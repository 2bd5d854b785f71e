/** The link a user shares: /login?ref=CODE on this origin (spec section 2, ?ref= prefill). */
export function referralLink(code: string): string {
  return `${window.location.origin}/login?ref=${encodeURIComponent(code)}`;
}
