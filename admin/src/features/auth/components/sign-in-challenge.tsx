/**
 * The security check on the admin sign-in (docs/product-rules.md#rate-limits, AUTH-11): shown
 * when the API answers `challenge_required`; the widget (Cloudflare Turnstile, or the
 * simulator's stand-in locally) is loaded then, never before (web/src/turnstile.ts).
 */
import { Trans } from "@lingui/react/macro";
import type { SignInChallenge as Challenge } from "@app/schema/errors";
import { type ChallengeEvents, useChallengeWidget } from "@app/web/turnstile";

export interface SignInChallengeProps extends ChallengeEvents {
  challenge: Challenge;
  /** Turnstile's language code (the panel's locale). */
  language: string;
  /** Changes when a fresh widget is needed (a token serves one attempt). */
  attempt: number;
}

export function SignInChallenge({ challenge, language, attempt, onToken, onLost }: SignInChallengeProps) {
  const ref = useChallengeWidget(challenge, language, attempt, { onToken, onLost });
  return (
    <section className="notice notice-warning sign-in-challenge" aria-labelledby="sign-in-challenge-title">
      <h2 id="sign-in-challenge-title" className="sign-in-challenge-title">
        <Trans>Security check</Trans>
      </h2>
      <p>
        <Trans>There were too many failed attempts on this account from other devices. Complete this check to log in.</Trans>
      </p>
      <div ref={ref} className="sign-in-challenge-widget" />
    </section>
  );
}
