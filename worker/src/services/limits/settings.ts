/**
 * The know-your-investor settings (docs/product-rules.md#limits-by-tier, KYC-5, KYC-9): the
 * limits of each tier and the age of majority, owner-edited and audited (`settings.kyc`),
 * with their defaults (docs/compliance.md: operator to confirm with counsel). Stored as
 * settings rows `tierLimits` (a JSON array of the three tiers' limits, whole XAF) and
 * `ageOfMajority` (years); the same form saves `dataRetentionYears` (docs/product-rules.md#data-rights, DATA-5).
 */
import { DEFAULT_TIER_LIMITS, type KycSettings, type KycSettingsInput, type TierLimits } from "@app/schema/contracts/tier-limits";
import { DEFAULT_AGE_OF_MAJORITY } from "@app/schema/limits";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { settingStatement } from "../settings/settings";
import { SETTING_RETENTION_YEARS, dataRetentionYears } from "../data-rights/retention-years";

const SETTING_LIMITS = "tierLimits";
const SETTING_AGE = "ageOfMajority";

/**
 * The SQL expression of the limits JSON (an array indexed by tier): the stored setting, else
 * the defaults. The saved value always passed `kycSettingsInput`, so every field is there.
 */
export function limitsJsonSql(): string {
  // Numbers only: JSON.stringify of the defaults has no quote to escape.
  return `COALESCE((SELECT value FROM settings WHERE key = '${SETTING_LIMITS}' AND json_valid(value)), '${JSON.stringify(DEFAULT_TIER_LIMITS)}')`;
}

/** SQL reading the age setting's raw value (null when unset), for a batch; parse with `parseAge`. */
export const AGE_OF_MAJORITY_SQL = `SELECT (SELECT value FROM settings WHERE key = '${SETTING_AGE}') AS value`;

/** The age from the setting's raw JSON value when a whole number from 18 to 25, else the default (the limits and the identity check both read it so). */
export function parseAge(value: string | null | undefined): number {
  let age: unknown = null;
  try {
    age = value ? JSON.parse(value) : null;
  } catch {
    age = null;
  }
  return typeof age === "number" && Number.isInteger(age) && age >= 18 && age <= 25 ? age : DEFAULT_AGE_OF_MAJORITY;
}

/** The limits of the three tiers, the age of majority and the data retention (DATA-5), with their defaults. */
export async function kycSettings(db: D1Database): Promise<KycSettings> {
  const [{ results }, years] = await Promise.all([
    db
      .prepare("SELECT key, value FROM settings WHERE key IN (?, ?)")
      .bind(SETTING_LIMITS, SETTING_AGE)
      .all<{ key: string; value: string }>(),
    dataRetentionYears(db),
  ]);
  const values = new Map(results.map((r) => [r.key, r.value]));
  const stored = values.get(SETTING_LIMITS);
  const tiers = stored
    ? (JSON.parse(stored) as KycSettings["tiers"])
    : (DEFAULT_TIER_LIMITS.map((t) => ({ ...t })) as KycSettings["tiers"]);
  return {
    tiers: tiers.map(pick) as KycSettings["tiers"],
    ageOfMajority: parseAge(values.get(SETTING_AGE)),
    dataRetentionYears: years,
  };
}

function pick(t: TierLimits): TierLimits {
  return {
    depositDayXaf: t.depositDayXaf,
    deposit30dXaf: t.deposit30dXaf,
    withdrawDayXaf: t.withdrawDayXaf,
    withdraw30dXaf: t.withdraw30dXaf,
    holdXaf: t.holdXaf,
  };
}

/** Saves the limits, the age of majority and (when given) the data retention, audited (`settings.kyc`) in the same batch. */
export async function saveKycSettings(db: D1Database, admin: AdminRow, input: KycSettingsInput): Promise<KycSettings> {
  await db.batch([
    settingStatement(db, SETTING_LIMITS, input.tiers.map(pick)),
    settingStatement(db, SETTING_AGE, input.ageOfMajority),
    ...(input.dataRetentionYears === undefined ? [] : [settingStatement(db, SETTING_RETENTION_YEARS, input.dataRetentionYears)]),
    auditStatement(db, admin, "settings.kyc", undefined, input),
  ]);
  return kycSettings(db);
}
