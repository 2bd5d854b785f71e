/** The ten recovery codes, shown once right after enrolment (docs/product-rules.md#admin-roles). */
import { Trans } from "@lingui/react/macro";

/** Shown once, right after enrolment; kept by the page, since the session then says enrolled. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="card profile-section" aria-labelledby="recovery-title">
      <h2 id="recovery-title">
        <Trans>Your recovery codes</Trans>
      </h2>
      <p>
        <Trans>
          Your authenticator is set up. Save these ten codes somewhere safe (a password manager or on paper): each lets you sign
          in once without your phone. They are shown only now.
        </Trans>
      </p>
      <ol className="recovery-codes" translate="no">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
