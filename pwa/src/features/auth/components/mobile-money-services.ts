/**
 * The contract's services without importing its zod schemas into the first route. The
 * type checks below fail the build if this list and MOBILE_MONEY_SERVICES ever differ.
 */
import type { MobileMoneyService } from "@app/schema/contracts/auth";

export const SERVICES = ["MTN Mobile Money", "Orange Money"] as const satisfies readonly MobileMoneyService[];

type Missing = Exclude<MobileMoneyService, (typeof SERVICES)[number]>;
export const servicesAreComplete: [Missing] extends [never] ? true : never = true;
