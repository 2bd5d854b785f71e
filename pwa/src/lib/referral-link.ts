/** The link a user shares: /login?ref=CODE on this origin (docs/product-rules.md#accounts). */
export function referralLink(code: string): string {
  return `${window.location.origin}/login?ref=${encodeURIComponent(code)}`;
}
