/**
 * The money-laundering rules' settings (docs/product-rules.md#aml-flags, AML-5): each rule's
 * switch and threshold, stored as one JSON value under `FLAG_SETTINGS_KEY` and read by the
 * rules' SQL in their own batches (services/flags/rules.ts). Saving is the owner's, audited
 * (`settings.flags`).
 */
import { DEFAULT_FLAG_SETTINGS, FLAG_SETTINGS_KEY, type FlagSettings, flagSettingsInput } from "@app/schema/contracts/flags";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { settingStatement } from "../settings/settings";

/** The saved settings, each rule missing or unreadable as its default. */
export async function flagSettings(db: D1Database): Promise<FlagSettings> {
  const row = await db.prepare("SELECT value FROM settings WHERE key = ?").bind(FLAG_SETTINGS_KEY).first<{ value: string }>();
  if (!row) return DEFAULT_FLAG_SETTINGS;
  let saved: Record<string, unknown> = {};
  try {
    saved = JSON.parse(row.value) as Record<string, unknown>;
  } catch {
    return DEFAULT_FLAG_SETTINGS;
  }
  const merged = { ...DEFAULT_FLAG_SETTINGS };
  for (const key of Object.keys(DEFAULT_FLAG_SETTINGS) as (keyof FlagSettings)[]) {
    const one = flagSettingsInput.shape[key].safeParse(saved[key]);
    if (one.success) (merged as Record<string, unknown>)[key] = one.data;
  }
  return merged;
}

/** Saves every rule's switch and threshold, audited with the values before and after. */
export async function saveFlagSettings(db: D1Database, admin: AdminRow, input: FlagSettings): Promise<FlagSettings> {
  const before = await flagSettings(db);
  await db.batch([
    settingStatement(db, FLAG_SETTINGS_KEY, input),
    auditStatement(db, admin, "settings.flags", undefined, { before, after: input }),
  ]);
  return flagSettings(db);
}
