/**
 * When an open payment is next checked with its provider (docs/product-rules.md#automatic-rails,
 * RAIL-4): at fixed offsets after its creation, from 30 seconds to 48 hours; with no final
 * status after the last check, the payment goes to `needs_review`. Times are ISO 8601 UTC.
 */

/**
 * When an open payment is checked, in seconds after its creation: 30 s, 1, 2, 5, 10, 30
 * minutes, 1, 3, 6, 12, 24 and 48 hours; with no final status after the last, it goes to
 * `needs_review` (RAIL-4).
 */
const POLL_OFFSETS_SECONDS = [30, 60, 120, 300, 600, 1800, 3600, 10_800, 21_600, 43_200, 86_400, 172_800] as const;

/**
 * The next check of a payment that stays open at `now`: its next scheduled one
 * (`pollTimeAfter`), or `now` itself past the last, so the poller's next run sends it to
 * review (RAIL-4) instead of the payment waiting with no check at all.
 */
export function nextCheckAt(createdAt: string, now: Date): string {
  return pollTimeAfter(createdAt, now) ?? now.toISOString();
}

/** The next check of a payment created at `createdAt`, strictly after `now`, or null past the last (POLL_OFFSETS_SECONDS). */
export function pollTimeAfter(createdAt: string, now: Date): string | null {
  const created = Date.parse(createdAt);
  for (const offset of POLL_OFFSETS_SECONDS) {
    const at = created + offset * 1000;
    if (at > now.getTime()) return new Date(at).toISOString();
  }
  return null;
}
