/**
 * Mounts the first screens of the signed-in routes (serve.ts) on the app, for the Worker's
 * entry (index.ts). Kept out of app.ts, whose type the PWA's API client reads: this side
 * uses workerd's HTMLRewriter, which the browser's types do not know.
 */
import type { Context, Hono } from "hono";
import type { AppBindings } from "../env";
import { FIRST_SCREENS, serveFirstScreen } from "./serve";

/** Adds GET of each route of FIRST_SCREENS to `app`; the screens' reads go through `app` itself. */
export function addFirstScreens(app: Hono<AppBindings>): void {
  for (const path of Object.keys(FIRST_SCREENS)) {
    app.get(path, (c) => serveFirstScreen(c, async (request) => app.fetch(request, c.env, executionContextOf(c))));
  }
}

/** The request's ExecutionContext, undefined where there is none (`app.request` in tests). */
function executionContextOf(c: Context): Context["executionCtx"] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
