/**
 * Three sample testimonials of the landing content (docs/product-rules.md#screen-home),
 * each labelled as an illustration: a made-up review presented as real would mislead
 * investors. None quotes an earning.
 */
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";

interface Sample {
  id: string;
  initials: string;
  name: string;
  location: string;
  text: ReactNode;
}

export function Testimonials() {
  const { t } = useLingui();
  const samples: Sample[] = [
    {
      id: "aicha",
      initials: "AN",
      name: "Aïcha N.",
      location: "Douala",
      text: <Trans>"I check my balance and my history from my phone every evening, in French or in English."</Trans>,
    },
    {
      id: "junior",
      initials: "JT",
      name: "Junior T.",
      location: "Yaoundé",
      text: <Trans>"Depositing with Orange Money took a few minutes, and I could see the request being checked."</Trans>,
    },
    {
      id: "mireille",
      initials: "MK",
      name: "Mireille K.",
      location: "Bamenda",
      text: <Trans>"I like that the reserve figures are public: I read them before I choose a card."</Trans>,
    },
  ];
  return (
    <section className="card" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">
        <Trans>What using LionArt looks like</Trans>
      </h2>
      <p className="small muted">
        <Trans>Illustrative examples, not real customer reviews.</Trans>
      </p>
      <ul className="testimonials">
        {samples.map((s) => (
          <li key={s.id}>
            <figure className="testimonial">
              <span className="testimonial__initials" aria-hidden="true">
                {s.initials}
              </span>
              <div>
                <blockquote className="quote">{s.text}</blockquote>
                <figcaption className="small muted">{t`${s.name}, ${s.location}. Illustrative example.`}</figcaption>
              </div>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
