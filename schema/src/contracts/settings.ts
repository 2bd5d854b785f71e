/**
 * Platform settings and deposit steps (spec sections 3 and 5; decisions.md section 4).
 */
import { z } from "zod/mini";

export const depositStep = z.object({
  key: z.string().check(z.trim(), z.minLength(1, "Key is required"), z.maxLength(100)),
  value: z.string().check(z.trim(), z.minLength(1, "Value is required"), z.maxLength(200)),
  description: z.string().check(z.trim(), z.minLength(1, "Description is required"), z.maxLength(500)),
  copyable: z.boolean(),
});
export type DepositStep = z.infer<typeof depositStep>;

const optionalUrl = z.optional(z.union([z.literal(""), z.url("Must be a valid URL")]));

export const settingsInput = z.object({
  mtnSteps: z.optional(z.array(depositStep).check(z.maxLength(20))),
  orangeSteps: z.optional(z.array(depositStep).check(z.maxLength(20))),
  paymentLink: optionalUrl,
  whatsappLink: optionalUrl,
  telegramLink: optionalUrl,
  communityLink: optionalUrl,
  operatorLegalName: z.optional(z.string().check(z.maxLength(200))),
  licenceReference: z.optional(z.string().check(z.maxLength(200))),
  mtnReceivingNumber: z.optional(z.string().check(z.maxLength(20))),
  orangeReceivingNumber: z.optional(z.string().check(z.maxLength(20))),
  mtnReceivingName: z.optional(z.string().check(z.maxLength(100))),
  orangeReceivingName: z.optional(z.string().check(z.maxLength(100))),
});
export type SettingsInput = z.infer<typeof settingsInput>;

export interface PublicSettings {
  whatsappLink: string;
  telegramLink: string;
  communityLink: string;
  operatorLegalName: string;
  licenceReference: string;
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

export interface DepositStepsResponse {
  mtnSteps: DepositStep[];
  orangeSteps: DepositStep[];
}
