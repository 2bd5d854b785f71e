/**
 * The French name of the card behind an investment or maturity transfer, for the investor's
 * history and statement (docs/product-rules.md#content-languages, LNG-6): those transfers'
 * memo keeps the English name they were written with, and a French reader sees the card's
 * French name instead. Null for other kinds (a daily return's memo is its day) and when the
 * card has no French name. Read by primary keys, one row per listed transfer.
 */
export function cardNameFrSql(t: string): string {
  return `(CASE WHEN ${t}.kind IN ('investment', 'maturity') THEN
            (SELECT NULLIF(c.name_fr, '') FROM investments ci JOIN investment_cards c ON c.id = ci.card_id
              WHERE ci.id = ${t}.investment_id) END)`;
}
