/**
 * The one sample testimonial of the landing content, labelled as an illustration: a
 * made-up review presented as real would mislead investors.
 */
import { Trans } from "@lingui/react/macro";

export function Testimonial() {
  return (
    <section className="card" aria-labelledby="testimonial-title">
      <h2 id="testimonial-title">
        <Trans>What using LionArt looks like</Trans>
      </h2>
      <figure className="testimonial">
        <span className="testimonial__initials" aria-hidden="true">
          AN
        </span>
        <div>
          <blockquote className="quote">
            <Trans>"I check my balance and my history from my phone every evening, in French or in English."</Trans>
          </blockquote>
          <figcaption className="small muted">
            <Trans>Aïcha N., Douala. Illustrative example, not a real customer review.</Trans>
          </figcaption>
        </div>
      </figure>
    </section>
  );
}
