/**
 * The signed-in routes whose first visit the Worker renders (worker/src/first-screen/serve.ts)
 * and whose last screen the phone keeps for a repeat visit (pwa/src/features/offline/screen-snapshot.ts;
 * pwa/public/screen-snapshot-sw.js, a plain script, repeats this list).
 * docs/decisions/0039-first-screen-from-the-worker.md.
 */
export const FIRST_SCREEN_PATHS = ["/", "/dashboard", "/projects", "/assistant"] as const;

export type FirstScreenPath = (typeof FIRST_SCREEN_PATHS)[number];
