/**
 * One investment card (docs/product-rules.md#screen-projects; docs/product-rules.md#cards): image,
 * name, description, target figures, how returns are earned, Available/Unavailable, and
 * Invest Now, disabled when the card is closed, when the reserve cannot fund its target
 * return now (docs/product-rules.md#reserve, RES-4: 'Currently Unavailable', with the
 * reason), or when the account cannot invest.
 */
import { useId } from "react";
import { Trans } from "@lingui/react/macro";
import type { InvestmentCardView } from "@app/schema/contracts/investments";
import { CardFigures } from "./card-figures";

interface InvestmentCardProps {
  card: InvestmentCardView;
  canInvest: boolean;
  onInvest: (card: InvestmentCardView) => void;
  onIntent: () => void;
  /** The first card's image is on the first screen: fetched at once, not when scrolled to. */
  firstScreen?: boolean;
}

export function InvestmentCard({ card, canInvest, onInvest, onIntent, firstScreen = false }: InvestmentCardProps) {
  const id = useId();
  // The card's one state, from the server (schema/src/contracts/investments.ts, RES-4).
  const unfunded = card.availability === "unfunded";
  const available = card.availability === "available";
  return (
    <article className="card project" aria-labelledby={`${id}-name`}>
      <img
        className="project__image"
        src={card.imageUrl}
        alt=""
        width={300}
        height={200}
        loading={firstScreen ? "eager" : "lazy"}
        fetchPriority={firstScreen ? "high" : "auto"}
        decoding="async"
        onError={(e) => {
          e.currentTarget.hidden = true;
        }}
      />
      <div className="project__head">
        <h2 id={`${id}-name`} className="project__name">
          {card.name}
        </h2>
        {available ? (
          <span className="badge badge--ok">
            <Trans>Available</Trans>
          </span>
        ) : unfunded ? (
          <span className="badge badge--danger">
            <Trans>Currently Unavailable</Trans>
          </span>
        ) : (
          <span className="badge badge--danger">
            <Trans>Unavailable</Trans>
          </span>
        )}
      </div>
      <p>{card.description}</p>
      <CardFigures card={card} />
      <div className="project__how">
        <h3>
          <Trans>How returns are earned</Trans>
        </h3>
        <p className="small">{card.howReturnsAreEarned}</p>
      </div>
      {card.availability === "inactive" && (
        <p id={`${id}-off`} className="small muted">
          <Trans>Currently Unavailable</Trans>
        </p>
      )}
      {unfunded && (
        <p id={`${id}-off`} className="small muted">
          <Trans>
            Its target return cannot be reserved right now: every return is funded before a card is sold, and the operator has not
            yet funded the reserve for this one.
          </Trans>
        </p>
      )}
      <button
        type="button"
        className="button button--block"
        disabled={!available || !canInvest}
        aria-describedby={available ? undefined : `${id}-off`}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => onInvest(card)}
      >
        <Trans>Invest Now</Trans>
      </button>
    </article>
  );
}
