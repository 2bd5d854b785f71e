/**
 * What the login form says once a sign-in was sent: in the `app` catalog (lingui.config.ts),
 * which loads with form-support.ts on the form's first use, so /login's first render does
 * not download these texts. The welcome reaches the signed-in app, which loads `app` too.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AuthUser } from "@app/schema/contracts/auth";
import type { SignInChallenge } from "@app/schema/errors";
import { ApiError } from "@app/web/api-client";
import { describeError } from "@app/web/error-messages";
import { enterApp } from "../enter-app";

export const signInMessages = {
  failedTitle: msg`Login Failed`,
  failed: msg`An error occurred during login. Please try again.`,
  checkUnavailable: msg`The security check could not be completed. Please reload the page and try again.`,
  tooManyAttempts: (minutes: number) => msg`Too many attempts. Please wait ${minutes} min and try again.`,
  welcome: (fullName: string) => ({ title: msg`Login Successful`, description: msg`Welcome back, ${fullName}!` }),
};

/** Into the app after a sign-in, welcomed there by name. */
export function enterAfterSignIn(user: AuthUser): Promise<void> {
  const fullName = user.fullName;
  return enterApp(user, signInMessages.welcome(fullName));
}

/**
 * What a refused sign-in shows: the security check to pass first (AUTH-11), or the toast's
 * description, which gives the minutes to wait after too many attempts.
 */
export function signInRefusal(err: unknown): { challenge: SignInChallenge } | { description: MessageDescriptor } {
  if (err instanceof ApiError && err.code === "challenge_required" && err.challenge) return { challenge: err.challenge };
  const minutes = err instanceof ApiError && err.retryAfter ? Math.ceil(err.retryAfter / 60) : null;
  if (err instanceof ApiError && err.code === "too_many_attempts" && minutes) {
    return { description: signInMessages.tooManyAttempts(minutes) };
  }
  return { description: describeError(err, signInMessages.failed) };
}
