/** drizzle over the D1 binding, with every table of `schema/src/db`. */
import { drizzle } from "drizzle-orm/d1";
import * as schema from "@app/schema/db/index";

export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof getDb>;
