/**
 * The platform settings form's values and their check with the shared `settingsInput`
 * (docs/product-rules.md#operator): support links on their own hosts, the operator's
 * legal name and licence reference, and the receiving accounts, each trimmed.
 */
import { msg } from "@lingui/core/macro";
import type { Settings } from "@app/schema/contracts/settings";
import type { FieldIssue } from "@app/schema/errors";
import type { FieldMessage } from "../../lib/field-message";

export const SETTINGS_FIELDS = [
  "whatsappLink",
  "telegramLink",
  "communityLink",
  "paymentLink",
  "operatorLegalName",
  "licenceReference",
  "mtnReceivingNumber",
  "mtnReceivingName",
  "orangeReceivingNumber",
  "orangeReceivingName",
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsValues = Record<SettingsField, string>;

/** The form's values: the saved settings' texts. */
export function settingsValues(settings: Settings): SettingsValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((key) => [key, settings[key]])) as SettingsValues;
}

/** The request body: every text trimmed; an empty payment link is left as it is (the contract wants a URL there). */
export function settingsRequest(values: SettingsValues): Partial<SettingsValues> {
  const input: Partial<SettingsValues> = {};
  for (const key of SETTINGS_FIELDS) input[key] = values[key].trim();
  if (!input.paymentLink) delete input.paymentLink;
  return input;
}

export function settingsMessage({ field }: FieldIssue): FieldMessage | undefined {
  if (!(SETTINGS_FIELDS as readonly string[]).includes(field)) return undefined;
  if (field === "whatsappLink") return msg`Must be an https WhatsApp link (wa.me or chat.whatsapp.com)`;
  if (field === "telegramLink") return msg`Must be an https Telegram link (t.me)`;
  if (field === "communityLink") return msg`Must be an https WhatsApp or Telegram link`;
  if (field === "paymentLink") return msg`Must be an https link`;
  if (field.endsWith("ReceivingNumber")) return msg`Must be 9 digits`;
  return msg`Too long`;
}
