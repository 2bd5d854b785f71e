/**
 * /login and /terms are prerendered in English and French
 * (docs/decisions/0025-prerendered-public-pages.md): the Worker sends the file of the
 * reader's language cookie, with the security headers and `Vary: Cookie`.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../app";

/** An assets binding that answers with the path it was asked for. */
const assets = {
  fetch: async (req: Request) => new Response(new URL(req.url).pathname, { headers: { "Content-Type": "text/html" } }),
};

const get = (path: string, cookie?: string) =>
  app.request(path, { headers: cookie ? { Cookie: cookie } : {} }, { ...env, ASSETS: assets as unknown as Fetcher });

describe("the prerendered public pages", () => {
  it.each(["/login", "/terms"])(
    "%s is the English page without a cookie, and the French one with lionart-lang=fr",
    async (path) => {
      const en = await get(path);
      expect(en.status).toBe(200);
      expect(await en.text()).toBe(path);
      expect(en.headers.get("Vary")).toContain("Cookie");
      expect(en.headers.get("Content-Security-Policy")).toContain("script-src 'self'");

      const fr = await get(path, "other=1; lionart-lang=fr");
      expect(await fr.text()).toBe(`/fr${path}`);
      expect(fr.headers.get("Vary")).toContain("Cookie");

      expect(await (await get(path, "lionart-lang=en")).text()).toBe(path);
      // Anything else is the default language, never a path built from the cookie.
      expect(await (await get(path, "lionart-lang=../admin")).text()).toBe(path);
    },
  );
});
