/**
 * Jobs that failed for good (docs/ARCHITECTURE.md#operations): a queue message whose work kept
 * failing after the queue's retries, recorded by its consumer at the last attempt with the
 * error, or by the dead-letter queue's consumer when the Worker itself failed. Staff read them
 * in the admin's Operations tab and can send one again; the health endpoint counts the open ones.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { oneOf } from "./checks";

export const FAILED_JOB_STATES = ["open", "resent"] as const;
export type FailedJobState = (typeof FAILED_JOB_STATES)[number];

export const failedJobs = sqliteTable(
  "failed_jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The queue the job was sent to (lionart-push, lionart-reconcile, lionart-payment-checks). */
    queue: text("queue").notNull(),
    /** The queue's message id: a message recorded twice (redelivered) is one row. */
    messageId: text("message_id").notNull(),
    /** The message body as JSON, at most 16 KB (a longer one is cut and cannot be sent again). */
    body: text("body").notNull(),
    /** Why it failed, at most 1,000 characters; null when the dead-letter queue received it without one. */
    error: text("error"),
    /** Deliveries before it was given up. */
    attempts: integer("attempts").notNull(),
    /** When the message was first sent (ISO UTC). */
    firstAttemptAt: text("first_attempt_at").notNull(),
    /** When it was given up (ISO UTC). */
    lastAttemptAt: text("last_attempt_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    state: text("state", { enum: FAILED_JOB_STATES }).notNull().default("open"),
    resentAt: text("resent_at"),
    resentBy: text("resent_by"),
  },
  (t) => [
    uniqueIndex("failed_jobs_message").on(t.queue, t.messageId),
    index("failed_jobs_state").on(t.state, t.id),
    check("failed_jobs_state", oneOf(t.state, FAILED_JOB_STATES)),
  ],
);

export const OWNER_ALERT_KINDS = ["books_unbalanced", "daily_run_failed", "dead_letter"] as const;
export type OwnerAlertKind = (typeof OWNER_ALERT_KINDS)[number];
export const OWNER_ALERT_STATES = ["open", "acknowledged"] as const;
export type OwnerAlertState = (typeof OWNER_ALERT_STATES)[number];

/**
 * Alerts for the owners (docs/product-rules.md#operations, OPS-5): a books check that does not
 * balance, a daily run that failed, a queue message given up. One row per event, by its key
 * (`books:<day>`, `daily-run:<day>`, `dead-letter:<queue>:<day>`), so a retried or repeated
 * failure adds to `occurrences` instead of alerting again; an owner acknowledges it.
 */
export const ownerAlerts = sqliteTable(
  "owner_alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: OWNER_ALERT_KINDS }).notNull(),
    /** The event's idempotency key: one alert per key. */
    alertKey: text("alert_key").notNull(),
    /** What failed, for the owner: ids and counts, never personal data (at most 500 characters). */
    detail: text("detail").notNull(),
    /** Times the failure was reported under this key (a message redelivered counts again). */
    occurrences: integer("occurrences").notNull().default(1),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    lastAt: text("last_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    state: text("state", { enum: OWNER_ALERT_STATES }).notNull().default("open"),
    acknowledgedAt: text("acknowledged_at"),
    acknowledgedBy: text("acknowledged_by"),
  },
  (t) => [
    uniqueIndex("owner_alerts_key").on(t.alertKey),
    index("owner_alerts_state").on(t.state, t.id),
    check("owner_alerts_kind", oneOf(t.kind, OWNER_ALERT_KINDS)),
    check("owner_alerts_state", oneOf(t.state, OWNER_ALERT_STATES)),
  ],
);
