/**
 * How long a closed account's personal data is kept (docs/product-rules.md#data-rights,
 * DATA-5): the setting `dataRetentionYears`, whole years, default 10 (CEMAC regulation 02/24
 * record keeping; docs/compliance.md#data-rights). The closing UPDATE reads it in SQL; the
 * PWA's close dialog and the admin Settings read it here. The owner saves it with the limits
 * (services/limits/settings.ts, `settings.kyc`).
 */
import { DEFAULT_DATA_RETENTION_YEARS } from "@app/schema/contracts/account-closure";

/** The settings key of the retention in whole years. */
export const SETTING_RETENTION_YEARS = "dataRetentionYears";

/** The retention in years as SQL: the stored setting when a whole number of at least 1, else the default. */
export const RETENTION_YEARS_SQL = `COALESCE((SELECT CASE WHEN json_valid(value) AND json_type(value) = 'integer' AND CAST(value AS INTEGER) >= 1
     THEN CAST(value AS INTEGER) END FROM settings WHERE key = '${SETTING_RETENTION_YEARS}'), ${DEFAULT_DATA_RETENTION_YEARS})`;

/** The retention in whole years, as the closing UPDATE reads it. */
export async function dataRetentionYears(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT ${RETENTION_YEARS_SQL} AS years`).first<{ years: number }>();
  return row?.years ?? DEFAULT_DATA_RETENTION_YEARS;
}
