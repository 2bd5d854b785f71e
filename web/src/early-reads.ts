/**
 * The reads pwa/public/early-reads.js started before the app's JavaScript ran (issue 22): the
 * app takes each once, at start, instead of sending it again. An answer is taken only in
 * the first seconds of the page and only once, so a later read of the same URL never gets
 * an old answer; `startApp` marks the app as started, so the script starts nothing after.
 */
interface EarlyReads {
  /** Epoch ms when the reads were started. */
  at: number;
  reads: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __lionartEarlyReads?: EarlyReads;
    __lionartStarted?: boolean;
  }
}

/** How long after the page started an early answer may still be taken, in ms. */
const EARLY_READ_MAX_AGE_MS = 10_000;

/** Marks the app as started (and the moment, as the performance mark `lionart:app-start`): early-reads.js, if it runs later, starts nothing. */
export function startApp(): void {
  if (typeof window === "undefined") return;
  window.__lionartStarted = true;
  // When the app's code started, for the journeys that check the reads came before it.
  globalThis.performance?.mark?.("lionart:app-start");
}

/** The early answer for a GET of `url`, taken once; undefined when there is none (or it is too old). */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const early = typeof window === "undefined" ? undefined : window.__lionartEarlyReads;
  const read = early?.reads[url];
  if (!early || !read) return undefined;
  delete early.reads[url];
  return Date.now() - early.at <= EARLY_READ_MAX_AGE_MS ? read : undefined;
}
