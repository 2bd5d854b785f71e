/**
 * The age an investor must have reached (docs/product-rules.md#identity, IDV-1; Civil Code
 * art. 488): the operator's setting `ageOfMajority` when it is a whole number from 18 to 25,
 * else 21.
 */
import { DEFAULT_AGE_OF_MAJORITY } from "@app/schema/limits";

/** The setting `ageOfMajority`, or the default (21). */
export async function ageOfMajority(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT value FROM settings WHERE key = 'ageOfMajority'").first<{ value: string }>();
  let value: unknown = null;
  try {
    value = row ? JSON.parse(row.value) : null;
  } catch {
    value = null;
  }
  return typeof value === "number" && Number.isInteger(value) && value >= 18 && value <= 25 ? value : DEFAULT_AGE_OF_MAJORITY;
}
