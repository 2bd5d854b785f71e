/**
 * Success stories (docs/product-rules.md#screen-assistant), each marked as an
 * illustration: invented reviews presented as real, or stories quoting earnings, would
 * mislead investors.
 */
import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import "../../../signed-in.css";

interface Story {
  initials: string;
  who: string;
  text: ReactNode;
}

export function SuccessStories() {
  const stories: Story[] = [
    {
      initials: "BM",
      who: "Brice M., Yaoundé",
      text: (
        <Trans>
          "I started with one card and kept the minimum in my principal, as the app reminds you. I check the reserve figures
          before I invest again."
        </Trans>
      ),
    },
    {
      initials: "CE",
      who: "Clarisse E., Bafoussam",
      text: (
        <Trans>
          "My deposit was checked the same afternoon. When I had a question about my transaction ID, support answered in French
          within an hour."
        </Trans>
      ),
    },
    {
      initials: "JT",
      who: "Junior T., Douala",
      text: <Trans>"I download my statement every month and keep it with my mobile money receipts."</Trans>,
    },
  ];
  return (
    <section className="card" aria-labelledby="stories-title">
      <h2 id="stories-title">
        <Trans>Success stories</Trans>
      </h2>
      <p className="banner">
        <Trans>
          Illustrative examples written by the LionArt team, not real customer reviews. They show how the app works, not what you
          will earn.
        </Trans>
      </p>
      <ul className="stories">
        {stories.map((s) => (
          <li key={s.initials}>
            <figure className="testimonial">
              <span className="testimonial__initials" aria-hidden="true">
                {s.initials}
              </span>
              <div>
                <blockquote className="quote">{s.text}</blockquote>
                <figcaption className="small muted">
                  {s.who} · <Trans>illustrative</Trans>
                </figcaption>
              </div>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
