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
import { turnstileConfig, verifyTurnstileToken } from "./turnstile";
import { type Limit, assertNotRateLimited, claimAttempt } from "../services/auth/sign-in-rate-limit";

/**
 * Claims one attempt on `limits` (services/auth/sign-in-rate-limit.ts `signInLimits`: the account
 * `accountKey` and the client's address) and returns the claimed rows. When the account's limit refuses and Turnstile is configured:
 * 403 `challenge_required` (with the widget's sitekey and script) without `token`, 403
 * `challenge_failed` when `token` was used before or siteverify refuses it (or it was solved on
 * another hostname or for another `action` than this sign-in's), else the attempt is claimed past the
 * account's limit. 429 `too_many_attempts` when the address's limit refuses, or without
 * Turnstile configured.
 */
export async function claimWithChallenge<E extends AppBindings>(
  c: Context<E>,
  limits: Limit[],
  accountKey: string,
  token: string | undefined,
  action: string,
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
    if (!token) {
      throw new ApiError("challenge_required", "Please complete the security check to sign in.", undefined, undefined, {
        challenge: { siteKey: turnstile.siteKey, scriptUrl: turnstile.scriptUrl, action },
      });
    }
    // Checked before the password, so a failed challenge tells nothing about it.
    const expected = { hostname: new URL(c.req.url).hostname, action };
    if (!(await verifyTurnstileToken(c.env.DB, turnstile, token, clientAddress(c), expected))) {
      throw new ApiError("challenge_failed", "The security check failed. Please try again.");
    }
    // Counted on the account too, but past its limit: the challenge stands in for the wait.
    return claimAttempt(
      c.env.DB,
      limits.map((limit) => (limit.key === accountKey ? { ...limit, max: Number.MAX_SAFE_INTEGER } : limit)),
    );
  }
}
