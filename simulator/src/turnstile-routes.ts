/**
 * A local stand-in for Cloudflare Turnstile (development and tests only; docs/decisions/0033-sign-in-challenge.md).
 * It speaks Turnstile's two public contracts, so the Worker and the apps run one code path
 * everywhere and only the two URLs change:
 *
 *   GET  /turnstile/v0/api.js?render=explicit   the widget script: `window.turnstile` with
 *        render(container, { sitekey, callback, "error-callback", language }), reset, remove,
 *        getResponse and ready, as Cloudflare's explicit rendering documents it;
 *   POST /turnstile/v0/siteverify                form-encoded or JSON { secret, response, remoteip },
 *        answering { success, "error-codes", challenge_ts, hostname, action, cdata }.
 *
 * Keys are Turnstile's documented test keys (developers.cloudflare.com/turnstile/troubleshooting/testing/):
 * sitekey 1x00000000000000000000AA always passes and hands out the dummy token
 * XXXX.DUMMY.TOKEN.XXXX, 2x00000000000000000000AB always blocks; secret
 * 1x0000000000000000000000000000000AA passes, 2x0000000000000000000000000000000AA fails,
 * 3x0000000000000000000000000000000AA answers "timeout-or-duplicate". Stricter than
 * Cloudflare's passing test secret, this one passes only the tokens its widget hands out, so
 * a made-up token is refused, as a production secret refuses a token it never issued. Each
 * solve hands out a fresh token, the dummy token followed by what it was solved for (the
 * page's hostname, the render's `action`) and a nonce (`standInToken`), and siteverify reports
 * that hostname and action as Cloudflare's does, so the Worker's single-use record and its
 * hostname and action checks (worker/src/lib/turnstile.ts) run locally as in production.
 */
import { Hono } from "hono";

export const TURNSTILE_TEST_KEYS = {
  sitekeyPasses: "1x00000000000000000000AA",
  sitekeyBlocks: "2x00000000000000000000AB",
  secretPasses: "1x0000000000000000000000000000000AA",
  secretFails: "2x0000000000000000000000000000000AA",
  secretSpent: "3x0000000000000000000000000000000AA",
  dummyToken: "XXXX.DUMMY.TOKEN.XXXX",
} as const;

/**
 * A token the stand-in's passing widget hands out for a page on `hostname` rendering the widget
 * with `action`: the dummy token, then base64url JSON of both and of a nonce (`nonce`, fresh by default).
 */
export function standInToken(hostname: string, action: string, nonce: string = crypto.randomUUID()): string {
  return `${TURNSTILE_TEST_KEYS.dummyToken}.${base64url(JSON.stringify({ h: hostname, a: action, n: nonce }))}`;
}

function base64url(text: string): string {
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** What a stand-in token says it was solved for, or null when it is not one (the bare dummy token: solved on localhost, no action). */
function solvedFor(token: string): { hostname: string; action: string } | null {
  if (token === TURNSTILE_TEST_KEYS.dummyToken) return { hostname: "localhost", action: "" };
  if (!token.startsWith(`${TURNSTILE_TEST_KEYS.dummyToken}.`)) return null;
  try {
    const json = atob(
      token
        .slice(TURNSTILE_TEST_KEYS.dummyToken.length + 1)
        .replaceAll("-", "+")
        .replaceAll("_", "/"),
    );
    const { h, a, n } = JSON.parse(json) as Record<string, unknown>;
    return typeof h === "string" && typeof a === "string" && typeof n === "string" ? { hostname: h, action: a } : null;
  } catch {
    return null;
  }
}

/** Sitekeys whose widget passes (visible, invisible, forced interactive). */
const PASSING_SITEKEYS = ["1x00000000000000000000AA", "1x00000000000000000000BB", "3x00000000000000000000FF"];

async function readForm(req: Request): Promise<Record<string, string>> {
  const type = req.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = (await req.json()) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : ""]));
    }
    return Object.fromEntries(new URLSearchParams(await req.text()));
  } catch {
    return {};
  }
}

/** The siteverify verdict for `form`, as Cloudflare words it. */
export function siteverifyVerdict(form: Record<string, string | undefined>): {
  success: boolean;
  errorCodes: string[];
  hostname?: string;
  action?: string;
} {
  const { secret, response } = form;
  if (!secret) return { success: false, errorCodes: ["missing-input-secret"] };
  const known: string[] = [TURNSTILE_TEST_KEYS.secretPasses, TURNSTILE_TEST_KEYS.secretFails, TURNSTILE_TEST_KEYS.secretSpent];
  if (!known.includes(secret)) return { success: false, errorCodes: ["invalid-input-secret"] };
  if (!response) return { success: false, errorCodes: ["missing-input-response"] };
  if (response.length > 2048) return { success: false, errorCodes: ["invalid-input-response"] };
  if (secret === TURNSTILE_TEST_KEYS.secretSpent) return { success: false, errorCodes: ["timeout-or-duplicate"] };
  const solved = solvedFor(response);
  if (secret === TURNSTILE_TEST_KEYS.secretPasses && solved) return { success: true, errorCodes: [], ...solved };
  return { success: false, errorCodes: ["invalid-input-response"] };
}

/** The widget script: plain DOM, no frame; the labels follow `language` (en, fr). */
function widgetScript(): string {
  return `(() => {
  const PASSING = ${JSON.stringify(PASSING_SITEKEYS)};
  const DUMMY = ${JSON.stringify(TURNSTILE_TEST_KEYS.dummyToken)};
  const b64url = (text) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  const freshToken = (action) =>
    DUMMY + "." + b64url(JSON.stringify({ h: location.hostname, a: String(action || ""), n: String(Math.random()).slice(2) + Date.now() }));
  const LABELS = {
    en: { verifying: "Verifying…", success: "Success!", failure: "Verification failed", note: "Turnstile stand-in (local)" },
    fr: { verifying: "Vérification…", success: "Succès !", failure: "Échec de la vérification", note: "Turnstile factice (local)" },
  };
  const widgets = new Map();
  let next = 0;
  function render(container, params = {}) {
    const el = typeof container === "string" ? document.querySelector(container) : container;
    if (!el) return undefined;
    const id = "cf-stand-in-" + next++;
    const lang = String(params.language || document.documentElement.lang || "en").slice(0, 2);
    const labels = LABELS[lang] || LABELS.en;
    const box = document.createElement("div");
    box.className = "cf-turnstile-stand-in";
    box.setAttribute("role", "status");
    box.style.cssText = "display:flex;flex-direction:column;gap:2px;padding:12px 14px;border:1px solid #d0d0d0;border-radius:6px;background:#fafafa;color:#1d1d1d;font:14px/1.3 system-ui,sans-serif;max-width:300px";
    const state = document.createElement("strong");
    const note = document.createElement("small");
    note.textContent = labels.note;
    note.style.color = "#555";
    box.append(state, note);
    el.append(box);
    const widget = { box, state, params, labels, token: undefined, timer: 0 };
    widgets.set(id, widget);
    run(widget);
    return id;
  }
  function run(widget) {
    widget.token = undefined;
    widget.state.textContent = widget.labels.verifying;
    clearTimeout(widget.timer);
    widget.timer = setTimeout(() => {
      if (PASSING.includes(widget.params.sitekey)) {
        widget.token = freshToken(widget.params.action);
        widget.state.textContent = "✓ " + widget.labels.success;
        widget.params.callback && widget.params.callback(widget.token);
      } else {
        widget.state.textContent = "✗ " + widget.labels.failure;
        widget.params["error-callback"] && widget.params["error-callback"]("110100");
      }
    }, 300);
  }
  const pick = (id) => (id === undefined ? [...widgets.values()].pop() : widgets.get(id));
  window.turnstile = {
    render,
    ready: (cb) => cb(),
    reset: (id) => { const w = pick(id); if (w) run(w); },
    remove: (id) => { const w = pick(id); if (w) { clearTimeout(w.timer); w.box.remove(); widgets.delete(id); } },
    getResponse: (id) => pick(id)?.token,
    isExpired: () => false,
  };
  const onload = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
})();
`;
}

/** The stand-in's routes, mounted at the simulator's root. */
export function turnstileRoutes() {
  const app = new Hono();
  app.get("/turnstile/v0/api.js", (c) =>
    c.body(widgetScript(), 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-store",
      // The apps load it cross-origin from their own page (127.0.0.1:<simulator port>).
      "cross-origin-resource-policy": "cross-origin",
    }),
  );
  app.post("/turnstile/v0/siteverify", async (c) => {
    const form = await readForm(c.req.raw);
    const { success, errorCodes, hostname, action } = siteverifyVerdict(form);
    return c.json({
      success,
      "error-codes": errorCodes,
      ...(success ? { challenge_ts: new Date().toISOString(), hostname, action, cdata: "" } : {}),
    });
  });
  return app;
}
