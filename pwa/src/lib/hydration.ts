/**
 * Hydration of the prerendered public pages (docs/decisions/0025-prerendered-public-pages.md).
 * TanStack Router puts each route's screen in its own Suspense boundary, which React hydrates
 * after the frame around it: by then the frame's queries (the session, the public settings)
 * may have answered. A screen that rendered that data while hydrating would differ from the
 * prerender, which was made without it; React would throw the screen's markup away and
 * render it again, losing what the reader had typed. Such screens read the data through
 * `useHydrated`, which is false while React hydrates them and true from the next render on.
 */
import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the prerender and while React hydrates the calling component; true afterwards,
 * and at once in a page rendered without hydration. React re-renders the component when it
 * turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
