/**
 * The Investment cards tab: every card as investors see it, each with Edit for the roles
 * that may edit cards (lib/permissions.ts) (docs/product-rules.md#admin-panel).
 */
import { useMemo, useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { AdminCardView } from "@app/schema/contracts/investments";
import { useMayUse } from "../../../lib/permissions";
import { useCards } from "../api/get-cards";
import { filterCards } from "../filter-cards";
import { CardTile } from "./card-tile";
import { EditCardDialog } from "./edit-card-dialog";

export function CardsTab({ query }: { query: string }) {
  const cards = useCards();
  const mayEdit = useMayUse("editCard");
  const [editing, setEditing] = useState<AdminCardView | null>(null);
  const all = cards.data;
  const shown = useMemo(() => filterCards(all, query), [all, query]);

  return (
    <>
      <p className="muted small">
        <Trans>Changes apply to new investments only; existing investments keep the terms they were bought with.</Trans>
      </p>
      {shown.length === 0 ? (
        <p className="empty">
          {query.trim() ? <Trans>No cards match your search.</Trans> : <Trans>No investment cards yet.</Trans>}
        </p>
      ) : (
        <ul className="card-grid">
          {shown.map((card) => (
            <li key={card.id}>
              <CardTile card={card} onEdit={mayEdit ? setEditing : undefined} />
            </li>
          ))}
        </ul>
      )}
      {mayEdit && <EditCardDialog card={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
