/**
 * The sign-in challenge's widget, shared by both SPAs (docs/product-rules.md#rate-limits,
 * AUTH-11; docs/decisions/0033-sign-in-challenge.md). The API answers a sign-in with 403
 * `challenge_required` and names the widget (`challenge`: sitekey and script URL: Cloudflare
 * Turnstile in production, the simulator's stand-in locally); only then is the script
 * loaded, never on a first visit (docs/decisions/0032-first-visit-loading.md). The widget
 * is rendered explicitly (developers.cloudflare.com/turnstile/get-started/client-side-rendering/)
 * and its token is sent with the next sign-in, where the Worker verifies it.
 */
import { useEffect, useRef } from "react";
import type { SignInChallenge } from "@app/schema/errors";

/** The part of Turnstile's `window.turnstile` used here. */
interface TurnstileApi {
  render(container: HTMLElement, params: Record<string, unknown>): string | null | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const loads = new Map<string, Promise<TurnstileApi>>();

/** Loads the widget script at `scriptUrl` once; rejects when it cannot be loaded. */
export function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const loading = new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile missing")));
    script.onerror = () => reject(new Error(`could not load ${scriptUrl}`));
    document.head.append(script);
  });
  // A failed load may be retried by the next challenge.
  loading.catch(() => loads.delete(scriptUrl));
  loads.set(scriptUrl, loading);
  return loading;
}

export interface ChallengeEvents {
  /** The challenge was passed: the token to send with the next sign-in (single-use, 5 minutes). */
  onToken(token: string): void;
  /** The token expired or the widget failed or could not load: no token until it passes again. */
  onLost(kind: "expired" | "error"): void;
}

/**
 * Renders the challenge into the element `ref` points at while `challenge` is set, in
 * `language` (Turnstile's code: "en", "fr"); `attempt` renders a fresh widget when it changes
 * (a token is single-use). Removes the widget when the challenge ends or the screen leaves.
 */
export function useChallengeWidget(
  challenge: SignInChallenge | null,
  language: string,
  attempt: number,
  events: ChallengeEvents,
) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(events);
  latest.current = events;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt gets a fresh widget (a token serves one sign-in)
  useEffect(() => {
    const container = ref.current;
    if (!challenge || !container) return;
    let widgetId: string | null | undefined;
    let live = true;
    loadTurnstile(challenge.scriptUrl).then(
      (turnstile) => {
        if (!live) return;
        widgetId = turnstile.render(container, {
          sitekey: challenge.siteKey,
          action: challenge.action,
          language,
          callback: (token: string) => latest.current.onToken(token),
          "expired-callback": () => latest.current.onLost("expired"),
          "error-callback": () => latest.current.onLost("error"),
        });
      },
      () => live && latest.current.onLost("error"),
    );
    return () => {
      live = false;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [challenge, language, attempt]);

  return ref;
}
