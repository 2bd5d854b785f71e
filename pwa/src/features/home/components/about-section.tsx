/** What the product is and how it works in four steps, with returns described as targets. */
import { Trans } from "@lingui/react/macro";

export function AboutSection() {
  return (
    <div className="grid grid--2">
      <section className="card" aria-labelledby="about-title">
        <h2 id="about-title">
          <Trans>About LionArt</Trans>
        </h2>
        <p>
          <Trans>
            LionArt lets young people in Cameroon invest in art paint boards: investment cards grouped in collections inspired by
            famous painters. Each card has a fixed amount and a target daily return.
          </Trans>
        </p>
        <p>
          <Trans>
            Returns are targets, not guaranteed. They are paid only from a reserve that the operator funds, never from other
            investors' deposits, and a card's whole target return is set aside from that reserve before the card is sold. Only
            invest money you can afford to set aside.
          </Trans>
        </p>
      </section>
      <section className="card" aria-labelledby="how-title">
        <h2 id="how-title">
          <Trans>How it works</Trans>
        </h2>
        <ol className="steps">
          <li>
            <Trans>Create your account with your Cameroon mobile number.</Trans>
          </li>
          <li>
            <Trans>Deposit with MTN Mobile Money or Orange Money, then submit the deposit verification.</Trans>
          </li>
          <li>
            <Trans>Choose an investment card and confirm.</Trans>
          </li>
          <li>
            <Trans>Follow your returns and withdraw from your principal balance.</Trans>
          </li>
        </ol>
      </section>
    </div>
  );
}
