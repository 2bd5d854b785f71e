/**
 * The approval settings (docs/product-rules.md#approvals, APR-2, APR-5): the threshold in
 * whole XAF above which a money move needs a second admin, read in TypeScript and as an SQL
 * expression for guards inside a batch, the self-approval switch, which exists only in
 * development, and the cooling-off of a number staff verified (KYC-3). Saving them is
 * audited (`settings.approvals`).
 */
import {
  type ApprovalSettings,
  type ApprovalSettingsInput,
  DEFAULT_APPROVAL_THRESHOLD_XAF,
} from "@app/schema/contracts/approvals";
import { STAFF_VERIFIED_NUMBER_COOLING_OFF_HOURS } from "@app/schema/limits";
import type { Env } from "../../env";
import { ApiError } from "../../lib/api-error";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { settingStatement } from "../settings/settings";

const SETTING_THRESHOLD = "approvalThresholdXaf";
const SETTING_SELF = "selfApprovalAllowed";
const SETTING_COOLING_OFF = "payoutNumberCoolingOffHours";

/** Hours a number staff verified waits before payouts (KYC-3): the setting, else the default. */
export async function payoutNumberCoolingOffHours(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT value FROM settings WHERE key = ?").bind(SETTING_COOLING_OFF).first<{ value: string }>();
  const hours = row ? (JSON.parse(row.value) as unknown) : null;
  return typeof hours === "number" ? hours : STAFF_VERIFIED_NUMBER_COOLING_OFF_HOURS;
}

/**
 * The approval threshold (whole XAF) as an SQL expression, for guards inside a batch: the
 * stored setting when it is a whole number, else the default, as `approvalSettings` reads it
 * (APR-2).
 */
export const APPROVAL_THRESHOLD_SQL = `COALESCE((SELECT CASE WHEN json_valid(value) THEN CASE json_type(value) WHEN 'integer' THEN CAST(value AS INTEGER) END END
     FROM settings WHERE key = '${SETTING_THRESHOLD}'), ${DEFAULT_APPROVAL_THRESHOLD_XAF})`;

/** Self-approval exists only where APP_ENV=development (a single admin running the app locally). */
export function selfApprovalAvailable(env: Pick<Env, "APP_ENV">): boolean {
  return env.APP_ENV === "development";
}

/** The threshold (whole XAF) and the self-approval switch, with their defaults. */
export async function approvalSettings(env: Pick<Env, "DB" | "APP_ENV">): Promise<ApprovalSettings> {
  const { results } = await env.DB.prepare("SELECT key, value FROM settings WHERE key IN (?, ?, ?)")
    .bind(SETTING_THRESHOLD, SETTING_SELF, SETTING_COOLING_OFF)
    .all<{ key: string; value: string }>();
  const values = new Map(results.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  const threshold = values.get(SETTING_THRESHOLD);
  const available = selfApprovalAvailable(env);
  return {
    approvalThresholdXaf: typeof threshold === "number" ? threshold : DEFAULT_APPROVAL_THRESHOLD_XAF,
    selfApprovalAllowed: available && values.get(SETTING_SELF) === true,
    selfApprovalAvailable: available,
    payoutNumberCoolingOffHours: ((h) => (typeof h === "number" ? h : STAFF_VERIFIED_NUMBER_COOLING_OFF_HOURS))(
      values.get(SETTING_COOLING_OFF),
    ),
  };
}

/**
 * Saves the approval settings, audited (`settings.approvals`). Turning self-approval on is
 * refused (400, field `selfApprovalAllowed`) outside development (APR-5).
 */
export async function saveApprovalSettings(
  env: Pick<Env, "DB" | "APP_ENV">,
  admin: AdminRow,
  input: ApprovalSettingsInput,
): Promise<ApprovalSettings> {
  if (input.selfApprovalAllowed && !selfApprovalAvailable(env)) {
    throw new ApiError("invalid_input", "Self-approval can be turned on only in development.", [
      {
        field: "selfApprovalAllowed",
        code: "invalid_input",
        message: "Self-approval can be turned on only in development.",
      },
    ]);
  }
  await env.DB.batch([
    settingStatement(env.DB, SETTING_THRESHOLD, input.approvalThresholdXaf),
    settingStatement(env.DB, SETTING_SELF, input.selfApprovalAllowed),
    ...(input.payoutNumberCoolingOffHours === undefined
      ? []
      : [settingStatement(env.DB, SETTING_COOLING_OFF, input.payoutNumberCoolingOffHours)]),
    auditStatement(env.DB, admin, "settings.approvals", undefined, input),
  ]);
  return approvalSettings(env);
}
