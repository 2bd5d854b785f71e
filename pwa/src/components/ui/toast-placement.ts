/**
 * Where the page's toast goes so that it never hides the action that raised it
 * (issue 34 item 10; docs/product-rules.md#screen-behaviour): at the screen's bottom, as
 * usual, unless the control the reader last touched or focused (the form's submit button,
 * most often) sits in the lower part of the screen; then at the top. On a 360 px phone a
 * toast is as wide as the screen, so a side does not help: only top or bottom does.
 */
import { useCallback, useEffect, useRef } from "react";

export type ToastPlacement = "top" | "bottom";

/** How much of the screen's height, from the bottom, a toast may cover (a toast is at most about a fifth of it). */
const BOTTOM_SHARE = 0.4;

/** "top" when `rect` (the control's box) reaches into the bottom BOTTOM_SHARE of a screen `height` px tall. */
export function placementAvoiding(rect: { top: number; bottom: number } | null, height: number): ToastPlacement {
  if (!rect || rect.bottom <= 0 || rect.top >= height) return "bottom";
  return rect.bottom > height * (1 - BOTTOM_SHARE) ? "top" : "bottom";
}

/**
 * Remembers the control the reader last pressed or focused, and answers the placement that
 * avoids it, measured when asked (the moment a toast appears).
 */
export function useToastPlacement(): () => ToastPlacement {
  const last = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (e: Event) => {
      if (e.target instanceof Element) last.current = e.target.closest("button, a, input, select, textarea") ?? e.target;
    };
    window.addEventListener("pointerdown", remember, true);
    window.addEventListener("focusin", remember, true);
    return () => {
      window.removeEventListener("pointerdown", remember, true);
      window.removeEventListener("focusin", remember, true);
    };
  }, []);
  return useCallback(() => {
    const el = last.current?.isConnected ? last.current : null;
    return placementAvoiding(el ? el.getBoundingClientRect() : null, window.innerHeight);
  }, []);
}
