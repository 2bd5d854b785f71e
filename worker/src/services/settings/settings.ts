/**
 * Operator settings (docs/product-rules.md#operator).
 * Stored one JSON value per key; keys missing from the table read as empty.
 */
import { ageOfMajority } from "../identity/age-of-majority";
import { dataRetentionYears } from "../data-rights/retention-years";
import type {
  ContentLang,
  DepositStep,
  DepositStepsResponse,
  DepositStepView,
  PublicSettingsResponse,
  Settings,
} from "@app/schema/contracts/settings";
import { settings } from "@app/schema/db/settings";
import { getDb } from "../../lib/db";
import { paymentChannels } from "../payments/channels";

const EMPTY: Settings = {
  paymentLink: "",
  whatsappLink: "",
  telegramLink: "",
  communityLink: "",
  operatorLegalName: "",
  licenceReference: "",
  mtnSteps: [],
  orangeSteps: [],
  mtnReceivingNumber: "",
  orangeReceivingNumber: "",
  mtnReceivingName: "",
  orangeReceivingName: "",
};

/** Every operator setting, each key missing from the table as its empty value. */
export async function getSettings(db: D1Database): Promise<Settings> {
  const rows = await getDb(db).select({ key: settings.key, value: settings.value }).from(settings);
  const out: Settings = { ...EMPTY };
  for (const { key, value } of rows) {
    if (key in out) (out as unknown as Record<string, unknown>)[key] = JSON.parse(value);
  }
  return out;
}

/**
 * A step in `lang`; a French text still empty (a step saved before French was required)
 * falls back to the English (docs/product-rules.md#content-languages).
 */
function stepIn(step: DepositStep, lang: ContentLang): DepositStepView {
  const fr = lang === "fr";
  return {
    key: (fr && step.keyFr) || step.key,
    value: (fr && step.valueFr) || step.value,
    description: (fr && step.descriptionFr) || step.description,
    copyable: step.copyable,
  };
}

/** Each operator's deposit steps as investors read them, in `lang`. */
export async function depositStepsIn(db: D1Database, lang: ContentLang): Promise<DepositStepsResponse> {
  const s = await getSettings(db);
  return { mtnSteps: s.mtnSteps.map((x) => stepIn(x, lang)), orangeSteps: s.orangeSteps.map((x) => stepIn(x, lang)) };
}

/** What any visitor may read: support links, the operator's legal identity and the payment channels in force (RAIL-1). */
export async function getPublicSettings(db: D1Database): Promise<PublicSettingsResponse> {
  const [s, channels, age, years] = await Promise.all([
    getSettings(db),
    paymentChannels(db),
    ageOfMajority(db),
    dataRetentionYears(db),
  ]);
  return {
    paymentChannels: channels,
    ageOfMajority: age,
    dataRetentionYears: years,
    whatsappLink: s.whatsappLink,
    telegramLink: s.telegramLink,
    communityLink: s.communityLink,
    operatorLegalName: s.operatorLegalName,
    licenceReference: s.licenceReference,
  };
}

/** The statement that saves setting `key` as the JSON of `value`; batch it with the audit entry. */
export function settingStatement(db: D1Database, key: string, value: unknown): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO settings (key, value, updated_at) VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
       ON CONFLICT (key) DO UPDATE SET value = ?2, updated_at = excluded.updated_at`,
    )
    .bind(key, JSON.stringify(value));
}

/** Statements that upsert the given keys; batch them with the audit entry. */
export function settingsStatements(db: D1Database, values: Partial<Settings>): D1PreparedStatement[] {
  return Object.entries(values)
    .filter(([key, v]) => key in EMPTY && v !== undefined)
    .map(([key, v]) => settingStatement(db, key, v));
}

export type { DepositStep };
