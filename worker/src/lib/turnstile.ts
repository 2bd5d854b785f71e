/**
 * Cloudflare Turnstile, the challenge a sign-in passes instead of waiting out an account's
 * limit (docs/product-rules.md#rate-limits, AUTH-11; docs/decisions/0033-sign-in-challenge.md).
 * The token a browser's widget hands out proves nothing until siteverify accepts it
 * (developers.cloudflare.com/turnstile/get-started/server-side-validation/): it is checked
 * here, on the server, with the secret, once per attempt (tokens are single-use).
 *
 * Configuration: TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY (a Worker secret), and the two
 * URLs, Cloudflare's by default; locally and in tests they point at the simulator's
 * stand-in (simulator/src/turnstile-routes.ts), which speaks the same contract.
 */
import type { SignInChallenge } from "@app/schema/errors";
import type { Env } from "../env";

export const CLOUDFLARE_SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const CLOUDFLARE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
/** How long siteverify may take before the attempt is refused (fail closed). */
const SITEVERIFY_TIMEOUT_MS = 5_000;

export interface TurnstileConfig extends SignInChallenge {
  secret: string;
  verifyUrl: string;
}

/** The configured Turnstile, or null when the sitekey or the secret is missing (then no challenge is offered). */
export function turnstileConfig(env: Env): TurnstileConfig | null {
  const siteKey = env.TURNSTILE_SITE_KEY?.trim();
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  if (!siteKey || !secret) return null;
  return {
    siteKey,
    secret,
    verifyUrl: env.TURNSTILE_VERIFY_URL?.trim() || CLOUDFLARE_SITEVERIFY_URL,
    scriptUrl: env.TURNSTILE_SCRIPT_URL?.trim() || CLOUDFLARE_SCRIPT_URL,
  };
}

/**
 * Asks siteverify whether `token` is a passed challenge (`success: true`), sending the
 * client's address as `remoteip`. Any other answer, an error, an unreadable body or no
 * answer within 5 seconds is a refusal: false, never an exception.
 */
export async function verifyTurnstileToken(config: TurnstileConfig, token: string, remoteip: string): Promise<boolean> {
  const body = new URLSearchParams({ secret: config.secret, response: token });
  if (remoteip && remoteip !== "local") body.set("remoteip", remoteip);
  try {
    const res = await fetch(config.verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
    if (!res.ok) {
      console.warn(`turnstile siteverify answered ${res.status}`);
      return false;
    }
    const verdict = (await res.json()) as { success?: unknown };
    return verdict.success === true;
  } catch (err) {
    console.warn("turnstile siteverify failed", err);
    return false;
  }
}
