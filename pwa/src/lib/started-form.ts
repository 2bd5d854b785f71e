/**
 * A prerendered page's form once the app has started (docs/decisions/0025-prerendered-public-pages.md);
 * what the reader typed before a fresh render is typed-values.ts.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/**
 * For a form of a prerendered page: marks it as the app's own as soon as React has attached
 * its handlers (pwa/public/boot.js holds back a form sent before that, so the browser never
 * sends it itself, with the password in the URL), then sends a form the reader sent
 * meanwhile, once. Returns the ref for the <form>.
 */
export function useStartedForm(): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    ref.current?.setAttribute("data-started", "1");
  }, []);
  useEffect(() => {
    const form = ref.current;
    if (!form?.hasAttribute("data-submit-pending")) return;
    form.removeAttribute("data-submit-pending");
    form.requestSubmit();
  }, []);
  return ref;
}
