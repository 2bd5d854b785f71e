/**
 * The first visit of a signed-in screen paints the investor's figures with the page
 * (docs/decisions/0039-first-screen-from-the-worker.md, issue 22): the Worker makes the
 * screen's reads through the API itself (same guards, same answers), renders the route with
 * the app's own components (`lionart:first-screen`) into the app's shell (page.ts), and
 * hands the reads to the app in the page, which starts from them instead of reading again.
 *
 * Whenever that cannot be done (not a navigation, no session cookie, a read refused or
 * failed, a route that did not render), the shell goes out as before and the app does what it always did: a
 * refused session still ends on /login, from the app. The page holds personal figures:
 * never stored by any cache (`private, no-store`), and different per cookie.
 */
import type { Context } from "hono";
import type { FirstScreenRead } from "lionart:first-screen";
import { languageFromCookie } from "@app/schema/language-cookie";
import type { FirstScreenPath } from "@app/schema/first-screens";
import type { AppBindings } from "../env";
import { firstScreenPage } from "./page";

type Lang = "en" | "fr";

/** A read of the screen: the app's query key and the API path that answers it. */
interface ScreenRead {
  queryKey: readonly unknown[];
  path: string;
}

/** The signed-in routes rendered by the Worker, and the reads each starts from (pwa/src/routes/_auth). */
export const FIRST_SCREENS: Record<FirstScreenPath, (lang: Lang) => ScreenRead[]> = {
  "/": () => [{ queryKey: ["auth", "user"], path: "/api/auth/user" }],
  // The dashboard's answer carries the user too (one D1 batch, MST-4): see `withUserOf`.
  "/dashboard": () => [{ queryKey: ["user", "dashboard"], path: "/api/user/dashboard" }],
  "/projects": (lang) => [
    { queryKey: ["auth", "user"], path: "/api/auth/user" },
    { queryKey: ["investment-cards", lang], path: `/api/investment-cards?lang=${lang}` },
  ],
  "/assistant": () => [{ queryKey: ["auth", "user"], path: "/api/auth/user" }],
};

/** Where an API answer goes, given to the route: the app (`app.fetch`) with this request's environment. */
type CallApi = (request: Request) => Promise<Response>;

/** The dashboard's user, when a read is the dashboard, is the session's user: the app keeps both queries (routes/_auth/dashboard.tsx). */
function withUserOf(reads: FirstScreenRead[]): FirstScreenRead[] {
  const dashboard = reads.find((r) => r.queryKey[0] === "user" && r.queryKey[1] === "dashboard");
  const user = (dashboard?.data as { user?: unknown } | undefined)?.user;
  return user ? [{ queryKey: ["auth", "user"], data: user }, ...reads] : reads;
}

/** The API's answers to `reads` for the navigation `request`; null when any is not a 200. */
async function readAll(callApi: CallApi, request: Request, reads: ScreenRead[]): Promise<FirstScreenRead[] | null> {
  const headers = new Headers(request.headers);
  headers.set("Accept", "application/json");
  for (const name of ["If-None-Match", "If-Modified-Since", "Sec-Fetch-Mode", "Sec-Fetch-Dest"]) headers.delete(name);
  const answers = await Promise.all(
    reads.map(async (read) => {
      const res = await callApi(new Request(new URL(read.path, request.url), { headers }));
      return res.status === 200 ? { queryKey: read.queryKey, data: await res.json() } : null;
    }),
  );
  return answers.every((a) => a !== null) ? (answers as FirstScreenRead[]) : null;
}

/** A copy of an assets response: theirs has immutable headers, and the app's middleware adds its own. */
function asIs(res: Response): Response {
  return new Response(res.body, res);
}

/**
 * GET of a signed-in route in FIRST_SCREENS: the app's shell (`ASSETS`) with the route's
 * first screen and its reads (page.ts); the shell alone when there is nothing to render from.
 */
export async function serveFirstScreen(c: Context<AppBindings>, callApi: CallApi): Promise<Response> {
  const request = c.req.raw;
  const shellRequest = new Request(request.url, { headers: { Accept: "text/html" } });
  const screen = FIRST_SCREENS[c.req.path as FirstScreenPath];
  const cookie = request.headers.get("Cookie");
  // Only a page the browser opens: a fetch of the same URL (the service worker's precache of
  // the shell follows /index.html to /) must get the shell, never one investor's figures.
  const navigation = request.headers.get("Sec-Fetch-Mode") === "navigate";
  if (!screen || !cookie || !navigation) return asIs(await c.env.ASSETS.fetch(request));

  const lang = languageFromCookie(cookie);
  const [shell, answered] = await Promise.all([c.env.ASSETS.fetch(shellRequest), readAll(callApi, request, screen(lang))]);
  if (!answered || !shell.ok) return asIs(shell);
  const reads = withUserOf(answered);
  const { renderFirstScreen } = await import("lionart:first-screen");
  const markup = await renderFirstScreen(new URL(request.url).origin, c.req.path, lang, reads);
  if (markup === null) return asIs(shell);

  return firstScreenPage(shell, markup, reads, lang);
}
