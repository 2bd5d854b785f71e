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
