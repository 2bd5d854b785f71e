/**
 * The app's side of a first screen the Worker rendered (docs/decisions/0039-first-screen-from-the-worker.md):
 * the page carries the reads the screen was rendered from, in `<script type="application/json"
 * id="first-screen-reads">`; the app starts from them, as fresh answers, instead of reading
 * again, so its first render is the screen already on show and replaces it without a change.
 * The Worker sends #root `inert` (nothing on it answers before the app does); `TakeOver`
 * lifts that in the commit that puts the app's own screen in its place.
 */
import { type ReactNode, useLayoutEffect } from "react";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** Puts the page's reads (if any) into `queryClient` and removes them from the page. */
export function takeFirstScreenReads(queryClient: QueryClient): void {
  const element = document.getElementById("first-screen-reads");
  if (!element) return;
  element.remove();
  let reads: Array<{ queryKey: QueryKey; data: unknown }>;
  try {
    reads = JSON.parse(element.textContent ?? "[]");
  } catch {
    return;
  }
  if (!Array.isArray(reads)) return;
  for (const read of reads) queryClient.setQueryData(read.queryKey, read.data);
}

/**
 * Around the app's tree: once its first render is in the page, the page answers (#root no
 * longer `inert`), and `onMounted` runs (after the tree's own layout effects: the router
 * listens to the history by then).
 */
export function TakeOver({ children, onMounted }: { children: ReactNode; onMounted?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit
  useLayoutEffect(() => {
    document.getElementById("root")?.removeAttribute("inert");
    onMounted?.();
  }, []);
  return children;
}
