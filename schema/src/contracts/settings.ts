/**
 * Platform settings and deposit steps (docs/product-rules.md#operator).
 */
import { z } from "zod/mini";
import { flag, optionalText, requiredText } from "./field-text";
import type { PaymentChannelsView } from "./payments";

/**
 * One deposit step as staff write it: key, value and description in English and in
 * French, both required (docs/product-rules.md#content-languages).
 */
export const depositStep = z.object({
  key: requiredText("Key", 100),
  value: requiredText("Value", 200),
  description: requiredText("Description", 500),
  keyFr: requiredText("French key", 100),
  valueFr: requiredText("French value", 200),
  descriptionFr: requiredText("French description", 500),
  copyable: flag("Copyable"),
});
export type DepositStep = z.infer<typeof depositStep>;

/** A deposit step as an investor reads it, in the reader's language. */
export interface DepositStepView {
  key: string;
  value: string;
  description: string;
  copyable: boolean;
}

/** The languages of the content staff write (docs/product-rules.md#content-languages). */
export const CONTENT_LANGS = ["en", "fr"] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/**
 * `?lang=en|fr` on the routes that serve staff-written content; without it the request's
 * Accept-Language decides (docs/product-rules.md#content-languages).
 */
export const contentLangQuery = z.object({ lang: z.optional(z.enum(CONTENT_LANGS, "lang must be en or fr")) });

/** Where each chat link may point (docs/product-rules.md#operator, OPR-2). */
export const WHATSAPP_HOSTS = ["wa.me", "chat.whatsapp.com", "whatsapp.com", "www.whatsapp.com"] as const;
export const TELEGRAM_HOSTS = ["t.me"] as const;

/** `https://host` (dot-separated non-empty labels) then an optional path, query or fragment; no credentials, no port, no spaces. */
const HTTPS_LINK = /^https:\/\/((?:[a-z0-9-]+\.)+[a-z0-9-]+)(?:[/?#][^\s]*)?$/i;

/** An https URL, without credentials or port, on one of `hosts` (any host when omitted). */
export function isHttpsLink(value: string, hosts?: readonly string[]): boolean {
  const host = HTTPS_LINK.exec(value)?.[1]?.toLowerCase();
  return host !== undefined && host.includes(".") && (hosts === undefined || hosts.includes(host));
}

/** Empty (not set) or an https link on `hosts`; anything else is `invalid_format` on the field. */
const link = (label: string, message: string, hosts?: readonly string[]) =>
  z.optional(
    z.string(`${label} must be text`).check(
      z.maxLength(500, `${label} must be at most 500 characters`),
      z.refine((v) => v === "" || isHttpsLink(v, hosts), { message, params: { code: "invalid_format" } }),
    ),
  );

/** Empty (not set) or the 9 digits of a Cameroon mobile-money number, without +237. */
const receivingNumber = z.optional(
  z.string("Receiving number must be text").check(z.regex(/^(\d{9})?$/, "Receiving number must be 9 digits")),
);

export const settingsInput = z.object({
  mtnSteps: z.optional(z.array(depositStep, "MTN steps must be a list of steps").check(z.maxLength(20, "At most 20 MTN steps"))),
  orangeSteps: z.optional(
    z.array(depositStep, "Orange steps must be a list of steps").check(z.maxLength(20, "At most 20 Orange steps")),
  ),
  paymentLink: link("Payment link", "Must be an https link"),
  whatsappLink: link("WhatsApp link", "Must be an https WhatsApp link (wa.me or chat.whatsapp.com)", WHATSAPP_HOSTS),
  telegramLink: link("Telegram link", "Must be an https Telegram link (t.me)", TELEGRAM_HOSTS),
  communityLink: link("Community link", "Must be an https WhatsApp or Telegram link", [...WHATSAPP_HOSTS, ...TELEGRAM_HOSTS]),
  operatorLegalName: optionalText("Operator legal name", 200),
  licenceReference: optionalText("Licence reference", 200),
  mtnReceivingNumber: receivingNumber,
  orangeReceivingNumber: receivingNumber,
  mtnReceivingName: optionalText("MTN receiving name", 100),
  orangeReceivingName: optionalText("Orange receiving name", 100),
});
export type SettingsInput = z.infer<typeof settingsInput>;

export interface PublicSettings {
  whatsappLink: string;
  telegramLink: string;
  communityLink: string;
  operatorLegalName: string;
  licenceReference: string;
}

/**
 * GET /api/settings/public: the public settings and the payment channels in force
 * (docs/product-rules.md#automatic-rails, RAIL-1), so the Terms and the money texts say
 * how money moves, by hand or through the operator, to visitors too.
 */
export interface PublicSettingsResponse extends PublicSettings {
  paymentChannels: PaymentChannelsView;
  /** The age of majority registration and the Terms state (docs/product-rules.md#limits-by-tier, KYC-9). */
  ageOfMajority: number;
  /** Years a closed account's data is kept, which the close dialog states (docs/product-rules.md#data-rights, DATA-5). */
  dataRetentionYears: number;
}

export interface Settings extends PublicSettings {
  paymentLink: string;
  mtnSteps: DepositStep[];
  orangeSteps: DepositStep[];
  mtnReceivingNumber: string;
  orangeReceivingNumber: string;
  mtnReceivingName: string;
  orangeReceivingName: string;
}

/** GET /api/deposit-steps: each operator's steps in the reader's language. */
export interface DepositStepsResponse {
  mtnSteps: DepositStepView[];
  orangeSteps: DepositStepView[];
}
