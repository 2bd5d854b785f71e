/**
 * The deposit and withdrawal switches (spec section 4; decisions.md section 1). The state
 * is the newest row of `switch_changes` (on when there is none), so the public history and
 * the state can never disagree. Switching off blocks new requests only.
 */
import type { AvailabilityResponse } from "@app/schema/contracts/deposits";
import type { SwitchChangeView } from "@app/schema/contracts/transparency";
import { ApiError } from "../lib/api-error";
import { auditStatement, type AdminRow } from "./admins";

export type SwitchName = "deposits" | "withdrawals";

/** The spec's messages (section 8) for a switched-off service. */
export const OFF_MESSAGES: Record<SwitchName, string> = {
  deposits: "Deposit services are temporarily under maintenance to improve security. Please try again later.",
  withdrawals: "Withdrawal requests are currently disabled by administration. Please try again later.",
};

export async function isEnabled(db: D1Database, name: SwitchName): Promise<boolean> {
  const row = await db
    .prepare("SELECT enabled FROM switch_changes WHERE switch = ? ORDER BY id DESC LIMIT 1")
    .bind(name)
    .first<{ enabled: number }>();
  return row ? row.enabled === 1 : true;
}

export async function availability(db: D1Database, name: SwitchName): Promise<AvailabilityResponse> {
  const allowed = await isEnabled(db, name);
  return { allowed, message: allowed ? "" : OFF_MESSAGES[name] };
}

/** Raises 503 `deposits_disabled` / `withdrawals_disabled` when the switch is off. */
export async function assertEnabled(db: D1Database, name: SwitchName): Promise<void> {
  if (!(await isEnabled(db, name))) {
    throw new ApiError(name === "deposits" ? "deposits_disabled" : "withdrawals_disabled", OFF_MESSAGES[name]);
  }
}

/** Records a change of the switch (a no-op when it already has that state) with its audit entry. */
export async function setSwitch(
  db: D1Database,
  admin: AdminRow,
  name: SwitchName,
  enabled: boolean,
  reason?: string,
): Promise<{ enabled: boolean }> {
  if ((await isEnabled(db, name)) !== enabled) {
    await db.batch([
      db
        .prepare("INSERT INTO switch_changes (switch, enabled, admin_username, reason) VALUES (?, ?, ?, ?)")
        .bind(name, enabled ? 1 : 0, admin.username, reason ?? null),
      auditStatement(db, admin, `${name}.${enabled ? "enable" : "disable"}`, undefined, reason ? { reason } : undefined),
    ]);
  }
  return { enabled };
}

export async function switchHistory(db: D1Database): Promise<SwitchChangeView[]> {
  const { results } = await db
    .prepare("SELECT switch, enabled, reason, created_at FROM switch_changes ORDER BY id DESC LIMIT 100")
    .all<{ switch: SwitchName; enabled: number; reason: string | null; created_at: string }>();
  // Public: never an admin's name, only that an administrator did it (docs/product-rules.md#switches, SW-3).
  return results.map((r) => ({
    switch: r.switch,
    enabled: r.enabled === 1,
    changedBy: "administrator" as const,
    reason: r.reason,
    createdAt: r.created_at,
  }));
}
