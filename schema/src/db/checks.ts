/**
 * CHECK constraints as drizzle declares them, so drizzle-kit's snapshot and the drift test
 * (worker/test/schema-drift.test.ts) know every CHECK the migrations wrote
 * (docs/ARCHITECTURE.md#migrations). Not a table: index.ts does not export it.
 */
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** `column IN ('a', 'b')`: a text enum column holds only its values, in the order listed. */
export function oneOf(column: SQLiteColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "))})`;
}
