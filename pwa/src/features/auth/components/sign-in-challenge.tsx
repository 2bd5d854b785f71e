/**
 * The security check on /login (docs/product-rules.md#rate-limits, AUTH-11): shown only when
 * the API answers `challenge_required`, and downloaded then (with the widget's script), so a
 * first visit to /login pays nothing for it (docs/decisions/0032-first-visit-loading.md).
 */
import { Trans } from "@lingui/react/macro";
import type { SignInChallenge as Challenge } from "@app/schema/errors";
import { type ChallengeEvents, useChallengeWidget } from "@app/web/turnstile";

export interface SignInChallengeProps extends ChallengeEvents {
  challenge: Challenge;
  /** Turnstile's language code (the app's locale). */
  language: string;
  /** Changes when a fresh widget is needed (a token serves one attempt). */
  attempt: number;
}

export function SignInChallenge({ challenge, language, attempt, onToken, onLost }: SignInChallengeProps) {
  const ref = useChallengeWidget(challenge, language, attempt, { onToken, onLost });
  return (
    <section className="sign-in-challenge" aria-labelledby="sign-in-challenge-title">
      <h2 id="sign-in-challenge-title" className="sign-in-challenge__title">
        <Trans>Security check</Trans>
      </h2>
      <p className="sign-in-challenge__text">
        <Trans>There were too many failed attempts to log in to this account. Complete this check and we will log you in.</Trans>
      </p>
      <div ref={ref} className="sign-in-challenge__widget" />
    </section>
  );
}
