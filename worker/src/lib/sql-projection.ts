/**
 * A typed projection for raw SQL reads (docs/ARCHITECTURE.md#reading-the-database): the
 * columns and joins one module adds to another module's query, the type of the columns it
 * selects, and the reader that turns them into the value it stands for. The module that owns
 * the table keeps its SQL; the query that borrows it writes `${p.columns}` and `${p.joins}`,
 * adds `ProjectedRow<typeof p>` to its row type and calls `p.read(row)`, so the columns, their
 * type and their reading cannot drift apart.
 */

/** Columns and joins (SQL text, no bound parameters) and the reader of the columns they select. */
export interface SqlProjection<Columns, Value> {
  /** The select-list items, comma-separated, each aliased to a key of `Columns`. */
  readonly columns: string;
  /** The joins that bring the projected table in, after the borrowing query's FROM. */
  readonly joins: string;
  /** The value a row's projected columns stand for. */
  read(row: Columns): Value;
}

/** The columns a projection adds to a row. */
export type ProjectedRow<P> = P extends SqlProjection<infer Columns, unknown> ? Columns : never;
