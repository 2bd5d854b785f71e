/**
 * Jobs an operator can watch (docs/ARCHITECTURE.md#operations): the failed jobs of the admin's
 * Operations tab and what GET /api/health answers an uptime monitor.
 */
import type { FailedJobState, OwnerAlertKind, OwnerAlertState } from "../db/operations";

/** A queue message given up after its retries, as the Operations tab lists it. Times are ISO 8601 UTC. */
export interface FailedJobView {
  id: number;
  queue: string;
  messageId: string;
  /** The message body as JSON text (for reading; staff send it again as it is). */
  body: string;
  /** Why the last attempt failed; null when only the dead-letter queue received it. */
  error: string | null;
  attempts: number;
  firstAttemptAt: string;
  lastAttemptAt: string;
  state: FailedJobState;
  resentAt: string | null;
  resentBy: string | null;
}

/**
 * An alert for the owners (OPS-5): a books check that does not balance, a failed daily run or
 * jobs given up, one per event key. Times are ISO 8601 UTC.
 */
export interface OwnerAlertView {
  id: number;
  kind: OwnerAlertKind;
  /** The event's key, e.g. `books:2026-11-29` or `dead-letter:lionart-push:2026-11-29`. */
  key: string;
  /** What failed, in English, ids and counts only. */
  detail: string;
  /** Failures reported under this key. */
  occurrences: number;
  createdAt: string;
  lastAt: string;
  state: OwnerAlertState;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
}

/**
 * GET /api/health: 200 when every check passes, else 503 with the same body. No personal
 * data and no ids: counts, days and instants only.
 */
export interface HealthView {
  status: "ok" | "failing";
  /** Each check's outcome; `failing` names the ones that failed. */
  checks: {
    /** D1 answered a query. */
    database: "ok" | "unreachable";
    /** The newest published daily liabilities record's day (Africa/Douala), null before the first run. */
    lastDailyRunDay: string | null;
    /** The last daily run published a record for yesterday or today (or none was ever due). */
    dailyRun: "ok" | "late";
    /** The newest books check: balanced, unbalanced, or none yet. */
    books: "balanced" | "unbalanced" | "unchecked";
    /** When the oldest payment still open at a provider was created; null when none is open. */
    oldestOpenPaymentAt: string | null;
    /** Failed jobs no one has sent again yet. */
    failedJobs: number;
  };
  failing: string[];
}
