/**
 * A first visit of a signed-in screen comes rendered by the Worker
 * (docs/decisions/0039-first-screen-from-the-worker.md): the investor's own figures, in the
 * language of their cookie, with the reads the app starts from, never stored by a cache.
 * Without a session that the API accepts, the app's shell goes out as before.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { ORIGIN, call, depositFor, registerInvestor } from "../../test/helpers";

/** The app's shell as the build writes it (dist/index.html), with the headers of dist/_headers. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <script src="/early-reads.js" async></script>
    <title>LionArt</title>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/styles-abc.css">
  </head>
  <body>
    <div id="root"><p class="boot-loading" role="status">Loading...</p></div>
  </body>
</html>`;
const SHELL_LINKS = [
  "</api/auth/user>; rel=preload; as=fetch; crossorigin",
  "</api/user/dashboard>; rel=preload; as=fetch; crossorigin",
  "</assets/signed-in-abc.js>; rel=modulepreload",
  "</assets/signed-in-abc.css>; rel=preload; as=style; crossorigin",
];

/** An assets binding that answers every page with the shell, as the SPA fallback does. */
const assets = {
  fetch: async () => {
    const headers = new Headers({ "Content-Type": "text/html", ETag: '"shell"' });
    for (const link of SHELL_LINKS) headers.append("Link", link);
    return new Response(SHELL, { headers });
  },
};

/** A navigation to `path` (a browser's GET of a page), with the given cookie. */
function open(path: string, cookie?: string) {
  const headers: Record<string, string> = { Accept: "text/html", "Sec-Fetch-Mode": "navigate" };
  if (cookie) headers.Cookie = cookie;
  const request = new Request(`${ORIGIN}${path}`, { headers });
  return worker.fetch(request, { ...env, ASSETS: assets as unknown as Fetcher }, createExecutionContext());
}

/** The reads the page hands the app. */
function readsOf(html: string): Array<{ queryKey: unknown[]; data: unknown }> {
  const json = /<script type="application\/json" id="first-screen-reads">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, "the page carries its reads").toBeDefined();
  return JSON.parse(json ?? "null");
}

describe("the first screen of a signed-in route", () => {
  it("/dashboard shows the investor's own figures, with the reads the app starts from, never cached", async () => {
    const { cookie, user } = await registerInvestor({ fullName: "Awa Ngono" });
    await depositFor(cookie, 20_000);
    const res = await open("/dashboard", cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Welcome back, Awa Ngono");
    expect(html).toMatch(/<h1>Dashboard<\/h1>/);
    expect(html).toMatch(/FCFA[\s\u00a0\u202f]20,000/);
    expect(html).not.toMatch(/fullscreen-loading|boot-loading/);

    const reads = readsOf(html);
    expect(reads.map((r) => r.queryKey)).toEqual([
      ["auth", "user"],
      ["user", "dashboard"],
    ]);
    expect(reads[0]?.data).toMatchObject({ id: user.id, fullName: "Awa Ngono", principalBalance: "20000.00" });
    // What the API itself answers, so the app's cache holds the same as after its own read.
    const api = await (await call("/api/user/dashboard", { cookie })).json();
    expect(reads[1]?.data).toEqual(api);

    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Vary")).toContain("Cookie");
    expect(res.headers.get("ETag")).toBeNull();
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
  });

  it("starts the app after the first paint through /boot.js, and makes none of its reads again", async () => {
    const { cookie } = await registerInvestor();
    const res = await open("/dashboard", cookie);
    const html = await res.text();
    expect(html).toContain(
      '<script src="/boot.js" defer data-entry="/assets/index-abc.js" data-preload="/assets/react-abc.js /assets/signed-in-abc.js"></script>',
    );
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // public/early-reads.js stays for the cache, told by the page not to read.
    expect(html).toContain('<html lang="en" data-first-screen="">');
    // Nothing on it answers before the app does: #root is inert until the app takes it over.
    expect(html).toContain('<div id="root" inert="">');
    // The screen's own stylesheet is linked, not only preloaded: the first paint is its final look.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/signed-in-abc.css">');
    // No header preloads a read the page carries, nor the code boot.js starts later.
    expect(res.headers.get("Link")).toBe("</assets/signed-in-abc.css>; rel=preload; as=style; crossorigin");
  });

  it("is in French for a reader whose language cookie says so", async () => {
    const { cookie } = await registerInvestor({ fullName: "Paul Biya" });
    const html = await (await open("/dashboard", `${cookie}; lionart-lang=fr`)).text();
    expect(html).toMatch(/<html lang="fr"[ >]/);
    expect(html).toContain("<h1>Tableau de bord</h1>");
    expect(html).toContain("Bon retour, Paul Biya");
    // The language menu says the screen's language too.
    expect(html).toContain('<option value="fr" lang="fr" selected="">FR</option>');
    expect(html).not.toContain('<option value="en" lang="en" selected="">');
  });

  it.each(["/", "/projects", "/assistant"])("%s is rendered with the investor's name in the menu", async (path) => {
    const { cookie } = await registerInvestor({ fullName: "Marie Tchoua" });
    const res = await open(path, cookie);
    const html = await res.text();
    expect(html).toContain('<p class="drawer__name">Marie Tchoua</p>');
    // The screen itself, not the full-screen busy sign of a route still waiting.
    expect(html).toMatch(/<h1[ >]/);
    expect(html).not.toMatch(/fullscreen-loading|boot-loading/);
    expect(readsOf(html)[0]?.queryKey).toEqual(["auth", "user"]);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps a name that looks like markup as text, in the screen and in the reads", async () => {
    const name = '</script><script>alert("x")</script>';
    const { cookie } = await registerInvestor({ fullName: name });
    const html = await (await open("/dashboard", cookie)).text();
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(readsOf(html)[0]?.data).toMatchObject({ fullName: name });
  });

  it("sends the app's shell as before without a session, or with one the API refuses", async () => {
    for (const cookie of [undefined, "__Host-lionart_session=not-a-session", "lionart-lang=fr"]) {
      const res = await open("/dashboard", cookie);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toBe(SHELL);
      expect(html).not.toContain("first-screen-reads");
    }
  });

  it("sends the shell to anything but a navigation: a service worker caching the page never stores figures", async () => {
    const { cookie } = await registerInvestor({ fullName: "Cached Shell" });
    for (const path of ["/", "/dashboard"]) {
      // What workbox's precache sends for the shell: a same-origin fetch with the cookie.
      const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie, "Sec-Fetch-Mode": "same-origin" } });
      const res = await worker.fetch(request, { ...env, ASSETS: assets as unknown as Fetcher }, createExecutionContext());
      expect(await res.text()).toBe(SHELL);
    }
  });

  it("sends the shell to an investor whose session ended, with nothing of theirs in it", async () => {
    const { cookie } = await registerInvestor({ fullName: "Ended Session" });
    await call("/api/auth/logout", { method: "POST", cookie });
    const html = await (await open("/", cookie)).text();
    expect(html).toBe(SHELL);
  });
});
