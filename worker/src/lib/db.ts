/**
 * The database as the Worker reads it (docs/ARCHITECTURE.md#reading-the-database).
 *
 * - `getDb`: drizzle's query builder over the D1 binding, for ordinary reads of one table.
 * - `SqlRow<T>`: the type of a row of drizzle table `T` as raw D1 SQL returns it
 *   (`SELECT *` through `db.prepare`): keys are the SQL column names, booleans are
 *   SQLite's 0 or 1, and a column that may be NULL is `| null`. Row types of raw reads
 *   derive from it (or a `Pick` of it), so a column renamed in `schema/src/db` breaks the
 *   type check instead of a query at run time.
 */
import type { Column, Table } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "@app/schema/db/index";

export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof getDb>;

type SqlValue<C extends Column> =
  | (C["_"]["data"] extends boolean ? number : C["_"]["data"])
  | (C["_"]["notNull"] extends true ? never : null);

/** A row of `T` as raw SQL returns it: SQL column names, booleans as 0/1. */
export type SqlRow<T extends Table> = {
  [K in keyof T["_"]["columns"] as T["_"]["columns"][K]["_"]["name"]]: SqlValue<T["_"]["columns"][K]>;
};

/**
 * True when a D1 error is the `batch_aborts` trigger refusing a row: a guard statement
 * (`INSERT INTO batch_aborts (code) SELECT ... WHERE <condition false>`) rolled the whole
 * batch back (migration 0003). The caller reads the state again to say which guard it was.
 */
export function isBatchAborted(err: unknown): boolean {
  return err instanceof Error && /batch_guard_failed/.test(err.message);
}
