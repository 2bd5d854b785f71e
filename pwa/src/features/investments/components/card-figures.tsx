/**
 * A card's figures: amount, target daily return, target monthly potential (daily x 30,
 * docs/product-rules.md#cards) and term. Every return figure says 'target'
 * (docs/product-rules.md#cards).
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { InvestmentCardView } from "@app/schema/contracts/investments";
import { MONTHLY_POTENTIAL_DAYS } from "@app/schema/money";
import { formatXaf } from "@app/web/money";

export function CardFigures({ card }: { card: InvestmentCardView }) {
  const { i18n } = useLingui();
  return (
    <dl className="figures figures--compact">
      <div>
        <dt>
          <Trans>Investment amount</Trans>
        </dt>
        <dd>{formatXaf(card.investmentAmount, i18n.locale)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Target daily return</Trans>
        </dt>
        <dd>{formatXaf(card.dailyReturn, i18n.locale)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Target monthly potential</Trans>
        </dt>
        <dd>{formatXaf(Number(card.dailyReturn) * MONTHLY_POTENTIAL_DAYS, i18n.locale)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Term</Trans>
        </dt>
        <dd>
          <Plural value={card.durationDays} one="# day" other="# days" />
        </dd>
      </div>
    </dl>
  );
}
