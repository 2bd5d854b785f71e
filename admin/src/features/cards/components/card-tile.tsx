/**
 * One investment card: image, name, its state as investors see it (Available, Currently
 * Unavailable when the reserve cannot fund its return, Unavailable), figures labelled as targets
 * (docs/product-rules.md#cards), term, description and how returns are earned; Edit.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AdminCardView } from "@app/schema/contracts/investments";
import { decimalStringToXaf, MONTHLY_POTENTIAL_DAYS } from "@app/schema/money";
import { formatXaf } from "@app/web/money";
import { CardImage } from "./card-image";
import { Button } from "../../../components/ui/button";

/** `onEdit` absent: no Edit button (a role that may not edit cards). */
export function CardTile({ card, onEdit }: { card: AdminCardView; onEdit?: (card: AdminCardView) => void }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const name = card.name;
  const monthly = decimalStringToXaf(card.dailyReturn) * MONTHLY_POTENTIAL_DAYS;
  const days = card.durationDays;
  return (
    <article className="card art-card">
      <CardImage src={card.imageUrl} className="art-image" />
      <div className="art-body">
        <div className="art-heading">
          <h3 className="art-name">
            {card.name}
            <span className="muted small" lang="fr">
              {" "}
              / {card.nameFr}
            </span>
          </h3>
          {/* The card's one state, as investors see it (schema/src/contracts/investments.ts, RES-4). */}
          {card.availability === "available" ? (
            <span className="badge badge-success">
              <Trans>Available</Trans>
            </span>
          ) : card.availability === "unfunded" ? (
            <span className="badge badge-warning">
              <Trans>Currently Unavailable</Trans>
            </span>
          ) : (
            <span className="badge badge-neutral">
              <Trans>Unavailable</Trans>
            </span>
          )}
        </div>
        <dl className="art-figures">
          <div>
            <dt>
              <Trans>Investment amount</Trans>
            </dt>
            <dd>{formatXaf(card.investmentAmount, locale)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Target daily return</Trans>
            </dt>
            <dd>{formatXaf(card.dailyReturn, locale)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Target monthly potential</Trans>
            </dt>
            <dd>{formatXaf(monthly, locale)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Term</Trans>
            </dt>
            <dd>
              <Plural value={days} one="# day" other="# days" />
            </dd>
          </div>
        </dl>
        <p className="art-text">{card.description}</p>
        <details className="art-details">
          <summary>
            <Trans>How returns are earned</Trans>
          </summary>
          <p className="art-text">{card.howReturnsAreEarned}</p>
        </details>
        {onEdit && (
          <Button size="small" onPress={() => onEdit(card)}>
            <Trans>
              Edit<span className="visually-hidden"> {name}</span>
            </Trans>
          </Button>
        )}
      </div>
    </article>
  );
}
