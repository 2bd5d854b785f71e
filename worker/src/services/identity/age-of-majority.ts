/**
 * The age an investor must have reached to verify their identity (docs/product-rules.md#identity,
 * IDV-1; Civil Code art. 488): the owner's setting `ageOfMajority` (docs/product-rules.md#limits-by-tier,
 * KYC-9), read as the limits read it, default 21.
 */
import { AGE_OF_MAJORITY_SQL, parseAge } from "../limits/settings";

/** The setting `ageOfMajority` (whole years from 18 to 25), or the default (21). */
export async function ageOfMajority(db: D1Database): Promise<number> {
  const row = await db.prepare(AGE_OF_MAJORITY_SQL).first<{ value: string | null }>();
  return parseAge(row?.value);
}
