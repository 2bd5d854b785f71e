/**
 * The deposit and withdrawal switches (docs/product-rules.md#switches). The state
 * is the newest row of `switch_changes` (on when there is none), so the public history and
 * the state can never disagree. Switching off blocks new requests only.
 */
import type { AvailabilityResponse } from "@app/schema/contracts/deposits";
import type { SwitchChangeView } from "@app/schema/contracts/transparency";
import { switchChanges } from "@app/schema/db/settings";
import { desc, eq } from "drizzle-orm";
import { ApiError } from "../../lib/api-error";
import { getDb } from "../../lib/db";
import { texts, type Lang, type OffCode } from "../../lib/texts";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";

export type SwitchName = "deposits" | "withdrawals";

/** The code of a switched-off service, in 503 bodies and availability answers. */
export const OFF_CODES = { deposits: "deposits_disabled", withdrawals: "withdrawals_disabled" } as const satisfies Record<
  SwitchName,
  OffCode
>;

/** The switch's state: its newest change, or on when it never changed. */
export async function isEnabled(db: D1Database, name: SwitchName): Promise<boolean> {
  const row = await getDb(db)
    .select({ enabled: switchChanges.enabled })
    .from(switchChanges)
    .where(eq(switchChanges.switch, name))
    .orderBy(desc(switchChanges.id))
    .limit(1)
    .get();
  return row?.enabled ?? true;
}

/**
 * Whether new requests of `name` are accepted: when not, the code the client translates
 * and the spec's message in the reader's language `lang` (docs/product-rules.md#switches).
 */
export async function availability(db: D1Database, name: SwitchName, lang: Lang = "en"): Promise<AvailabilityResponse> {
  if (await isEnabled(db, name)) return { allowed: true, code: null, message: "" };
  const code = OFF_CODES[name];
  return { allowed: false, code, message: texts(lang).off[code] };
}

/** Raises 503 `deposits_disabled` / `withdrawals_disabled` when the switch is off. */
export async function assertEnabled(db: D1Database, name: SwitchName): Promise<void> {
  if (!(await isEnabled(db, name))) {
    throw new ApiError(OFF_CODES[name], texts("en").off[OFF_CODES[name]]);
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

/** The last 100 changes of either switch, newest first, as the public transparency page shows them. */
export async function switchHistory(db: D1Database): Promise<SwitchChangeView[]> {
  const rows = await getDb(db)
    .select({
      switch: switchChanges.switch,
      enabled: switchChanges.enabled,
      reason: switchChanges.reason,
      createdAt: switchChanges.createdAt,
    })
    .from(switchChanges)
    .orderBy(desc(switchChanges.id))
    .limit(100);
  // Public: never an admin's name, only that an administrator did it (docs/product-rules.md#switches, SW-3).
  return rows.map((r) => ({ ...r, changedBy: "administrator" as const }));
}
