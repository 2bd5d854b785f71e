/**
 * Cloudflare Turnstile, the challenge a sign-in passes instead of waiting out an account's
 * limit (docs/product-rules.md#rate-limits, AUTH-11; docs/decisions/0033-sign-in-challenge.md).
 * The token a browser's widget hands out proves nothing until siteverify accepts it
 * (developers.cloudflare.com/turnstile/get-started/server-side-validation/): it is checked
 * here, on the server, with the secret, once per attempt: a token is recorded as used before
 * it is sent (`used_turnstile_tokens`), so a second use is refused by us too, and the verdict's
 * hostname and action must be the sign-in's own, as Cloudflare's server-side validation
 * guide recommends (a token solved on another site, or for another form, proves nothing here).
 *
 * Configuration: TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY (a Worker secret), and the two
 * URLs, Cloudflare's by default; locally and in tests they point at the simulator's
 * stand-in (simulator/src/turnstile-routes.ts), which speaks the same contract.
 */
import type { SignInChallenge } from "@app/schema/errors";
import type { Env } from "../env";
import { sha256Hex } from "./bytes";

export const CLOUDFLARE_SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const CLOUDFLARE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
/** How long siteverify may take before the attempt is refused (fail closed). */
const SITEVERIFY_TIMEOUT_MS = 5_000;
/** How long a Turnstile token is valid (Cloudflare: 300 s); a used token is remembered as long. */
const TOKEN_LIFETIME_MS = 300_000;
/** Expired used-token rows one use deletes: more than it adds, so the table drains. */
const PRUNE_ROWS = 20;

/** What a token must have been solved for: the page's hostname and the widget's action. */
export interface TurnstileExpected {
  hostname: string;
  action: string;
}

export interface TurnstileConfig extends Omit<SignInChallenge, "action"> {
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
 * Records `token` as used (refusing it when it was used before), then asks siteverify whether
 * it is a passed challenge (`success: true`) solved on `expected.hostname` for
 * `expected.action`, sending the client's address as `remoteip`. Any other answer, an error,
 * an unreadable body or no answer within 5 seconds is a refusal: false, never an exception.
 */
export async function verifyTurnstileToken(
  db: D1Database,
  config: TurnstileConfig,
  token: string,
  remoteip: string,
  expected: TurnstileExpected,
  now = Date.now(),
): Promise<boolean> {
  if (!(await recordUse(db, token, now))) {
    console.warn("turnstile token used a second time");
    return false;
  }
  const body = new URLSearchParams({ secret: config.secret, response: token });
  if (remoteip && remoteip !== "local") body.set("remoteip", remoteip);
  try {
    const res = await fetch(config.verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
    if (!res.ok) {
      console.warn(`turnstile siteverify answered ${res.status}`);
      return false;
    }
    const verdict = (await res.json()) as { success?: unknown; hostname?: unknown; action?: unknown };
    if (verdict.success !== true) return false;
    if (verdict.hostname !== expected.hostname || verdict.action !== expected.action) {
      console.warn("turnstile token solved elsewhere", String(verdict.hostname), String(verdict.action));
      return false;
    }
    return true;
  } catch (err) {
    console.warn("turnstile siteverify failed", err);
    return false;
  }
}

/**
 * Records `token` (its SHA-256) as used until it expires, in one batch that also deletes a
 * few expired records; answers false when it was recorded already (a second use).
 */
async function recordUse(db: D1Database, token: string, now: number): Promise<boolean> {
  const [, inserted] = await db.batch([
    db
      .prepare(
        `DELETE FROM used_turnstile_tokens WHERE token_hash IN
           (SELECT token_hash FROM used_turnstile_tokens WHERE expires_at < ?1 ORDER BY expires_at LIMIT ?2)`,
      )
      .bind(now, PRUNE_ROWS),
    db
      .prepare("INSERT INTO used_turnstile_tokens (token_hash, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING 1 AS n")
      .bind(await sha256Hex(token), now + TOKEN_LIFETIME_MS),
  ]);
  return inserted!.results.length === 1;
}
