/**
 * Alerts for the owners (docs/product-rules.md#operations, OPS-5): a books check that does not
 * balance, a daily run that failed, a queue message given up (at its last attempt or by a
 * dead-letter queue). Each event has a key, so it alerts once: a retried or repeated failure
 * of the same key (the same day, the same queue) counts `occurrences` instead. Owners read
 * the open alerts in the admin's Operations tab and acknowledge them, audited. Staff have no
 * Web Push, so the panel is where an owner is told.
 */
import type { AdminPage, ListFilter } from "@app/schema/contracts/admin-lists";
import type { OwnerAlertView } from "@app/schema/contracts/operations";
import { OWNER_ALERT_STATES, type OwnerAlertKind, type OwnerAlertState } from "@app/schema/db/operations";
import { ApiError } from "../../lib/api-error";
import { doualaDay } from "../../lib/douala-date";
import { errorText, logJob, maskPersonal } from "../../lib/log";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { readPage } from "../lists/keyset-page";

/** The longest detail kept. */
const DETAIL_MAX = 500;

/** One alert to raise: its kind, its event's key and what to tell the owner (no personal data). */
export interface OwnerAlert {
  kind: OwnerAlertKind;
  key: string;
  detail: string;
  /** How many failures this report stands for (a dead-letter batch's size); 1 by default. */
  count?: number;
}

/** The books of `day` (Africa/Douala) did not balance: one alert per day. */
export function booksAlert(day: string, mismatchedAccounts: string[]): OwnerAlert {
  const shown = mismatchedAccounts.slice(0, 5).join("; ");
  return {
    kind: "books_unbalanced",
    key: `books:${day}`,
    detail: `The books check of ${day} does not balance: ${mismatchedAccounts.length} accounts differ${shown ? ` (${shown})` : ""}.`,
  };
}

/** The daily run of `day` failed (`what` failed, `err` why): one alert per day. */
export function dailyRunAlert(day: string, what: string, err: unknown): OwnerAlert {
  return {
    kind: "daily_run_failed",
    key: `daily-run:${day}`,
    detail: `The daily run of ${day} failed (${what}): ${errorText(err)}`,
  };
}

/** Messages of `queue` given up at `at`: one alert per queue and day, counting the messages. */
export function deadLetterAlert(queue: string, at: Date | number, count: number, error: string | null): OwnerAlert {
  const day = doualaDay(at);
  return {
    kind: "dead_letter",
    key: `dead-letter:${queue}:${day}`,
    detail: `Jobs of ${queue} failed for good on ${day}; the failed jobs list has them.${error ? ` First error: ${error}` : ""}`,
    count,
  };
}

/** The statement raising `alert`, for a batch: a new key is one row, a known key counts once more. */
export function ownerAlertStatement(db: D1Database, alert: OwnerAlert): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO owner_alerts (kind, alert_key, detail, occurrences) VALUES (?, ?, ?, ?)
       ON CONFLICT (alert_key) DO UPDATE SET occurrences = owner_alerts.occurrences + excluded.occurrences,
         last_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
    )
    .bind(alert.kind, alert.key, maskPersonal(alert.detail).slice(0, DETAIL_MAX), alert.count ?? 1);
}

/** Raises `alert` on its own; a failure to write it is logged, never thrown (the caller's job goes on). */
export async function raiseOwnerAlert(db: D1Database, alert: OwnerAlert): Promise<void> {
  try {
    await ownerAlertStatement(db, alert).run();
  } catch (err) {
    logJob({ job: "owner-alert", step: alert.kind, ids: { key: alert.key }, outcome: "failed", error: errorText(err) });
  }
}

type Row = {
  id: number;
  kind: OwnerAlertKind;
  alert_key: string;
  detail: string;
  occurrences: number;
  created_at: string;
  last_at: string;
  state: OwnerAlertState;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
};

function toView(r: Row): OwnerAlertView {
  return {
    id: r.id,
    kind: r.kind,
    key: r.alert_key,
    detail: r.detail,
    occurrences: r.occurrences,
    createdAt: r.created_at,
    lastAt: r.last_at,
    state: r.state,
    acknowledgedAt: r.acknowledged_at,
    acknowledgedBy: r.acknowledged_by,
  };
}

/** GET /api/admin/operations/alerts: newest first, by state, read as every admin list is. */
export async function listOwnerAlerts(
  db: D1Database,
  f: ListFilter<OwnerAlertState>,
): Promise<AdminPage<OwnerAlertView, OwnerAlertState>> {
  const page = await readPage<Row, OwnerAlertState>(db, {
    select: "SELECT * FROM owner_alerts a",
    countFrom: "FROM owner_alerts a",
    id: "a.id",
    where: [],
    statusSql: "a.state",
    statuses: OWNER_ALERT_STATES,
    filter: f,
    rowId: (row) => row.id,
  });
  return { ...page, items: page.items.map(toView) };
}

/**
 * POST /api/admin/operations/alerts/{id}/acknowledge: `admin` (an owner) marks the alert seen,
 * guarded on its being open, with its audit row (`alert.acknowledge`) in one batch. Raises
 * `not_found` (404) and `alert_already_acknowledged` (409).
 */
export async function acknowledgeOwnerAlert(db: D1Database, admin: AdminRow, id: number): Promise<OwnerAlertView> {
  const [claimed] = await db.batch([
    db
      .prepare(
        `UPDATE owner_alerts SET state = 'acknowledged', acknowledged_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'),
           acknowledged_by = ? WHERE id = ? AND state = 'open'`,
      )
      .bind(admin.username, id),
    auditStatement(db, admin, "alert.acknowledge", { type: "owner_alert", id }, undefined, { sql: "changes() = 1", params: [] }),
  ]);
  const row = await db.prepare("SELECT * FROM owner_alerts WHERE id = ?").bind(id).first<Row>();
  if (!row) throw new ApiError("not_found", "No such alert.");
  if (claimed!.meta.changes !== 1) throw new ApiError("alert_already_acknowledged", "This alert has already been acknowledged.");
  return toView(row);
}
