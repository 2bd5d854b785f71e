/**
 * The bell's unread badge text (docs/product-rules.md#notifications): nothing at 0, the
 * count up to 99, then "99+".
 */
export function badgeText(unreadCount: number): string | null {
  if (!Number.isFinite(unreadCount) || unreadCount <= 0) return null;
  return unreadCount > 99 ? "99+" : String(Math.floor(unreadCount));
}
