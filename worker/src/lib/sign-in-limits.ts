/**
 * The HTTP side of the sign-in limits (docs/product-rules.md#rate-limits, AUTH-11): reads
 * the request's device cookie and address, counts through services/auth/sign-in-rate-limit.ts, and
 * gives a fresh device cookie on success.
 */
import type { Context } from "hono";
import type { ErrorCode } from "@app/schema/errors";
import type { AppBindings } from "../env";
import { ApiError } from "./api-error";
import { clientAddressKey, clientWideAddressKey } from "./client";
import { deviceOf, issueDeviceCookie } from "./device-cookies";
import { hashGateUnderPressure, inHashLane } from "./hash-gate";
import type { SessionKind } from "./sessions";
import { challengeUnderLoad, claimWithChallenge } from "./sign-in-challenge";
import { turnstileConfig } from "./turnstile";
import { MAX_FAILURES_PER_DEVICE, claimAttempt, forgetAttempt, signInLimits } from "../services/auth/sign-in-rate-limit";

/** The Turnstile action a sign-in's widget is rendered with and its token must name: `sign-in-user`, `sign-in-admin`. */
export function signInAction(kind: SessionKind): string {
  return `sign-in-${kind}`;
}

/**
 * Runs `authenticate` (a password check of the account `accountKey`, which raises
 * `invalid_credentials` when wrong) under the limits above: 429 `too_many_attempts`
 * before trying when the client's limit is reached, a failure recorded against the
 * client's keys when it raises `invalid_credentials`, and a fresh device cookie of
 * `kind` for the account when it succeeds. Used by sign-in and password change, and by the
 * admins' second factor, whose wrong code (`invalid_totp`) counts as a wrong password
 * (`failureCodes`). With `challenge` (the sign-ins), a client without the account's device
 * cookie that the account's limit refuses is asked for a Turnstile challenge instead of
 * 429 (lib/sign-in-challenge.ts), which `challenge.token` answers; without it (password
 * change, second factor: the client is already past a sign-in) the refusal stays a 429.
 * With `sessionKey` (password change: a key of the signed-in session itself) only that key is
 * counted, so failed sign-ins by others on the account never limit a session.
 *
 * Hashing load (lib/hash-gate.ts, docs/decisions/0041-hash-gate-lanes.md): a known device or a
 * session hashes in the `known` lane, every other client in the `open` one. While the gate is
 * under pressure, a sign-in from a new device passes the Turnstile challenge before anything
 * is hashed (lib/sign-in-challenge.ts `challengeUnderLoad`). A 503 `server_busy` stays counted
 * against the client's address (never against the account, which the flood does not own).
 */
export async function withSignInLimits<T, E extends AppBindings>(
  c: Context<E>,
  kind: SessionKind,
  accountKey: string,
  authenticate: () => Promise<T>,
  failureCodes: readonly ErrorCode[] = ["invalid_credentials"],
  challenge?: { token: string | undefined },
  sessionKey?: string,
): Promise<T> {
  const device = sessionKey ? null : await deviceOf(c, kind, accountKey);
  const limits = sessionKey
    ? [{ key: sessionKey, max: MAX_FAILURES_PER_DEVICE }]
    : device
      ? [{ key: `device:${device}`, max: MAX_FAILURES_PER_DEVICE }]
      : signInLimits(accountKey, clientAddressKey(c), clientWideAddressKey(c));
  const open = !sessionKey && !device;
  let challengePassed = false;
  if (open && challenge && turnstileConfig(c.env) && hashGateUnderPressure()) {
    const addressLimits = limits.filter((limit) => limit.key !== accountKey);
    await challengeUnderLoad(c, addressLimits, challenge.token, signInAction(kind));
    challengePassed = true;
  }
  // Counted before the password is checked, so parallel guesses cannot pass the limit together.
  const claimed =
    open && challenge
      ? await claimWithChallenge(c, limits, accountKey, challenge.token, signInAction(kind), challengePassed)
      : await claimAttempt(c.env.DB, limits);
  try {
    const result = await inHashLane(open ? "open" : "known", authenticate);
    await forgetAttempt(c.env.DB, claimed);
    await issueDeviceCookie(c, kind, accountKey);
    return result;
  } catch (err) {
    // Only a wrong password stays counted as a failure; a refusal for load, on the address alone.
    if (err instanceof ApiError && err.code === "server_busy") {
      await forgetAttempt(
        c.env.DB,
        claimed.filter((_, i) => !limits[i]!.key.startsWith("ip:")),
      );
    } else if (!(err instanceof ApiError && failureCodes.includes(err.code))) await forgetAttempt(c.env.DB, claimed);
    throw err;
  }
}
