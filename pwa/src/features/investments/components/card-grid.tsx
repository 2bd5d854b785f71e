/**
 * The grid of investment cards with its empty state; Invest Now opens the confirmation,
 * whose chunk is fetched when a button is first pointed at or focused.
 */
import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { InvestmentCardView } from "@app/schema/contracts/investments";
import { useLazyDialog } from "../../../components/ui/use-lazy-dialog";
import { InvestmentCard } from "./investment-card";
import "../../../signed-in.css";

const loadDialog = () => import("./invest-dialog").then((m) => m.InvestDialog);

interface CardGridProps {
  cards: InvestmentCardView[];
  principalBalance: string;
  canInvest: boolean;
  /** Called as a dialog opens, so the route can refetch the principal it compares with. */
  onOpen: () => void;
}

export function CardGrid({ cards, principalBalance, canInvest, onOpen }: CardGridProps) {
  const [selected, setSelected] = useState<InvestmentCardView | null>(null);
  const dialog = useLazyDialog(loadDialog);
  if (cards.length === 0) {
    return (
      <p className="card empty">
        <Trans>No investment cards are available right now. Please check again later.</Trans>
      </p>
    );
  }
  return (
    <>
      <div className="project-grid">
        {cards.map((card, i) => (
          <InvestmentCard
            key={card.id}
            card={card}
            firstScreen={i === 0}
            canInvest={canInvest}
            onIntent={() => void loadDialog().catch(() => undefined)}
            onInvest={async (c) => {
              onOpen();
              if (await dialog.ensure()) setSelected(c);
            }}
          />
        ))}
      </div>
      {dialog.loading && (
        <p className="loading-pill" role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {selected && dialog.Component && (
        <dialog.Component card={selected} principalBalance={principalBalance} onClose={() => setSelected(null)} />
      )}
    </>
  );
}
