/**
 * The account limit's challenge (docs/product-rules.md#rate-limits, AUTH-11;
 * docs/decisions/0033-sign-in-challenge.md): a client without the account's device cookie,
 * refused by the account's limit, is asked for a Turnstile challenge instead of being
 * locked out, so failures sent from elsewhere cannot keep the real user out of a new
 * device. With a challenge that siteverify accepts, the attempt proceeds and is still
 * counted against the account (a wrong password stays a failure). The address limit stays
 * a refusal: it is the brake on one source guessing many accounts.
 */
import type { Context } from "hono";
import type { AppBindings } from "../env";
import { ApiError } from "./api-error";
import { clientAddress } from "./client";
import { type TurnstileConfig, turnstileConfig, verifyTurnstileToken } from "./turnstile";
import { type Limit, assertNotRateLimited, claimAttempt } from "../services/auth/sign-in-rate-limit";

/**
 * Claims one attempt on `limits` (services/auth/sign-in-rate-limit.ts `signInLimits`: the account
 * `accountKey` and the client's address) and returns the claimed rows. When the account's limit refuses and Turnstile is configured:
 * 403 `challenge_required` (with the widget's sitekey and script) without `token`, 403
 * `challenge_failed` when `token` was used before or siteverify refuses it (or it was solved on
 * another hostname or for another `action` than this sign-in's), else the attempt is claimed past the
 * account's limit. 429 `too_many_attempts` when the address's limit refuses, or without
 * Turnstile configured. With `passed` (the request passed `challengeUnderLoad` already, and its
 * token is used up) the account's limit is passed without a token.
 */
export async function claimWithChallenge<E extends AppBindings>(
  c: Context<E>,
  limits: Limit[],
  accountKey: string,
  token: string | undefined,
  action: string,
  passed = false,
): Promise<number[]> {
  try {
    return await claimAttempt(c.env.DB, limits);
  } catch (err) {
    const turnstile = turnstileConfig(c.env);
    if (!turnstile || !(err instanceof ApiError && err.code === "too_many_attempts")) throw err;
    // Refused by the address's limit: that stays a 429 (with its Retry-After).
    await assertNotRateLimited(
      c.env.DB,
      limits.filter((limit) => limit.key !== accountKey),
    );
    if (!passed) {
      if (!token) throw challengeRequired(turnstile, action);
      // Checked before the password, so a failed challenge tells nothing about it.
      const expected = { hostname: new URL(c.req.url).hostname, action };
      if (!(await verifyTurnstileToken(c.env.DB, turnstile, token, clientAddress(c), expected))) throw challengeFailed();
    }
    // Counted on the account too, but past its limit: the challenge stands in for the wait.
    return claimAttempt(
      c.env.DB,
      limits.map((limit) => (limit.key === accountKey ? { ...limit, max: Number.MAX_SAFE_INTEGER } : limit)),
    );
  }
}

function challengeRequired(turnstile: TurnstileConfig, action: string): ApiError {
  return new ApiError("challenge_required", "Please complete the security check to sign in.", undefined, undefined, {
    challenge: { siteKey: turnstile.siteKey, scriptUrl: turnstile.scriptUrl, action },
  });
}

function challengeFailed(): ApiError {
  return new ApiError("challenge_failed", "The security check failed. Please try again.");
}

/**
 * The check a sign-in from a new device passes while the hashing gate is under pressure
 * (lib/hash-gate.ts `hashGateUnderPressure`; docs/decisions/0041-hash-gate-lanes.md), before
 * any hashing: 403 `challenge_required` without `token`, 403 `challenge_failed` when
 * siteverify refuses it; either refusal is counted against the client's address
 * (`addressLimits`), so a flood pays for them; 429 `too_many_attempts` when the address's
 * limit is reached. Returns when the challenge passed. Needs Turnstile configured.
 */
export async function challengeUnderLoad<E extends AppBindings>(
  c: Context<E>,
  addressLimits: Limit[],
  token: string | undefined,
  action: string,
): Promise<void> {
  const turnstile = turnstileConfig(c.env);
  if (!turnstile) return;
  const expected = { hostname: new URL(c.req.url).hostname, action };
  if (token && (await verifyTurnstileToken(c.env.DB, turnstile, token, clientAddress(c), expected))) return;
  await claimAttempt(c.env.DB, addressLimits);
  throw token ? challengeFailed() : challengeRequired(turnstile, action);
}
