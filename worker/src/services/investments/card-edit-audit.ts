/**
 * The audit row of a staff edit of an investment card (docs/product-rules.md#audit-log, ADM-6):
 * `{ before, after }` holding only the fields the edit changes, each as the card has it and as
 * the edit sets it, so the log reads "Daily return: 125 → 150" and not the whole form. `before`
 * and the comparison are read by the INSERT itself from the live row, so they describe the state
 * the batch changed, not one read earlier; put it before the UPDATE in the batch. Amounts are
 * whole XAF. A field the request leaves out (the term) is unchanged.
 */
import type { CardUpdateInput } from "@app/schema/contracts/investments";
import type { AdminRow } from "../admins/accounts";

/** Each field of `CardUpdateInput` and the column (SQL over the row `c`) it sets. */
const FIELDS: readonly (readonly [keyof CardUpdateInput, string])[] = [
  ["name", "c.name"],
  ["description", "c.description"],
  ["howReturnsAreEarned", "c.how_returns_are_earned"],
  ["nameFr", "c.name_fr"],
  ["descriptionFr", "c.description_fr"],
  ["howReturnsAreEarnedFr", "c.how_returns_are_earned_fr"],
  ["imageUrl", "c.image_url"],
  ["investmentAmount", "c.investment_amount_xaf"],
  ["dailyReturn", "c.daily_return_xaf"],
  ["durationDays", "c.duration_days"],
  ["isActive", "json(CASE c.is_active WHEN 1 THEN 'true' ELSE 'false' END)"],
];

/** The path of `field` in the edit's JSON (?4) when the edit leaves it as it is, else a path no object has. */
function unchangedPath(field: string, column: string): string {
  const path = `'$.${field}'`;
  // A boolean compares as 1 or 0 (json_extract), as the column stores it.
  const stored = field === "isActive" ? "c.is_active" : column;
  return `CASE WHEN json_type(?4, ${path}) IS NULL OR ${stored} IS json_extract(?4, ${path}) THEN ${path} ELSE '$.unchanged' END`;
}

const BEFORE = `json_object(${FIELDS.map(([field, column]) => `'${field}', ${column}`).join(", ")})`;
const UNCHANGED = FIELDS.map(([field, column]) => unchangedPath(field, column)).join(", ");

/** The `card.update` audit statement of `input` on card `id`; writes nothing when there is no such card. */
export function cardEditAuditStatement(
  db: D1Database,
  admin: Pick<AdminRow, "id" | "username">,
  id: number,
  input: CardUpdateInput,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, detail)
       SELECT ?1, ?2, 'card.update', 'investment_card', ?5,
              json_object('before', json_remove(${BEFORE}, ${UNCHANGED}), 'after', json_remove(json(?4), ${UNCHANGED}))
         FROM investment_cards c WHERE c.id = ?3`,
    )
    .bind(admin.id, admin.username, id, JSON.stringify(input), String(id));
}
