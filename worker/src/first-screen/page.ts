/**
 * The page of a first screen the Worker rendered (serve.ts), made from the app's shell
 * (dist/index.html) with workerd's HTMLRewriter:
 * - the screen inside #root, and the reads it was rendered from in `<script
 *   type="application/json" id="first-screen-reads">` (pwa/src/first-screen/client.tsx);
 * - the app's code started after the first paint by /boot.js, as on the prerendered pages
 *   (docs/ARCHITECTURE.md#prerendered-pages): on a slow link the screen's bytes go first,
 *   and a form of the screen submitted before the app is up is held, never sent as a GET
 *   with a password in its URL. The modulepreloads go with it, from the head and the headers;
 * - #root `inert` until the app has taken the screen over (pwa/src/main.tsx): a tap before
 *   then would do nothing, and what was typed would be lost;
 * - the stylesheets the headers only preload (the signed-in screens' own), linked: the
 *   screen is painted in its final look;
 * - `<html data-first-screen>`, which tells public/early-reads.js not to read: the page
 *   carries its reads (the script stays, so a repeat visit finds it in the cache);
 * - `private, no-store` and `Vary: Cookie`: the page holds one investor's figures.
 */

/** JSON that is safe inside a <script> element: no `<` can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/** The values of a `Link` header, one per link. */
function linkValues(link: string | null): string[] {
  return link ? link.split(/,\s*(?=<)/) : [];
}

const href = (value: string) => /^<([^>]+)>/.exec(value)?.[1] ?? "";

/** `text` with `&`, `"` and `<` escaped, for an attribute's value. */
function attribute(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

/**
 * The page: `shell` (the app's index.html and its headers) with `markup` in #root, `reads`
 * beside it, in `lang`.
 */
export async function firstScreenPage(shell: Response, markup: string, reads: unknown, lang: string): Promise<Response> {
  const html = await shell.text();
  const links = linkValues(shell.headers.get("Link"));
  const modulePreloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
  for (const value of links) if (/rel=modulepreload/.test(value)) modulePreloads.push(href(value));
  const stylesheets = links.filter((value) => /;\s*as=style\b/.test(value)).map(href);

  const page = new HTMLRewriter()
    .on("html", {
      element: (e) => {
        e.setAttribute("lang", lang);
        e.setAttribute("data-first-screen", "");
      },
    })
    .on('link[rel="modulepreload"]', { element: (e) => void e.remove() })
    .on('script[type="module"]', {
      element: (e) => {
        const entry = e.getAttribute("src") ?? "";
        e.replace(
          `<script src="/boot.js" defer data-entry="${attribute(entry)}" data-preload="${attribute(modulePreloads.join(" "))}"></script>`,
          { html: true },
        );
      },
    })
    .on("head", {
      element: (e) => {
        for (const sheet of stylesheets)
          e.append(`<link rel="stylesheet" crossorigin href="${attribute(sheet)}">`, { html: true });
      },
    })
    .on("div#root", {
      element: (e) => {
        e.setAttribute("inert", "");
        e.setInnerContent(markup, { html: true });
        e.after(`<script type="application/json" id="first-screen-reads">${scriptJson(reads)}</script>`, { html: true });
      },
    })
    .transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }));

  const headers = new Headers(shell.headers);
  headers.delete("Link");
  for (const value of links) if (!/rel=modulepreload|;\s*as=fetch\b/.test(value)) headers.append("Link", value);
  for (const name of ["ETag", "Last-Modified", "Content-Length", "CF-Cache-Status"]) headers.delete(name);
  headers.set("Cache-Control", "private, no-store");
  headers.append("Vary", "Cookie");
  return new Response(await page.text(), { status: 200, headers });
}
