/**
 * The signed-in routes' first screen, built from pwa/src/first-screen/server.tsx into
 * worker/.generated/first-screen.js by pwa/scripts/build-first-screen.mjs, and resolved
 * under this name by wrangler.toml's `[alias]` and worker/vitest.config.ts.
 */
declare module "lionart:first-screen" {
  /** A read the Worker made for the screen: the app's query key and the API's answer. */
  export interface FirstScreenRead {
    queryKey: readonly unknown[];
    data: unknown;
  }
  /** The HTML of #root's children, or null when the route does not render from `reads`. */
  export function renderFirstScreen(
    origin: string,
    path: string,
    locale: "en" | "fr",
    reads: FirstScreenRead[],
  ): Promise<string | null>;
}
