/**
 * Whether an element has come near the screen, for parts below the fold that download
 * something: a visitor who never scrolls there never pays for it (issue 22: /login's first
 * visit downloads what its first screen needs, on data plans where every kilobyte counts).
 */
import { type RefObject, useEffect, useState } from "react";

/** False until `ref`'s element is within `marginPx` below the screen (IntersectionObserver), then true for good. */
export function useNearScreen(ref: RefObject<Element | null>, marginPx = 100): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, marginPx]);
  return near;
}
