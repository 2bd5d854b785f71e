/**
 * Automatic mobile-money rails (docs/product-rules.md#automatic-rails; worker/migrations/0017_payments.sql,
 * which also holds the triggers): payments with our id fixed before any provider call, their
 * append-only status history, verified provider callbacks, the operator transaction ids
 * credited by either path, and the reconciliation's findings.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PAYMENT_DIRECTIONS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "../contracts/payments";
import { oneOf } from "./checks";
import { withdrawalRequests } from "./requests";
import { users } from "./users";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const OPERATORS = ["MTN", "Orange"] as const;
const PAYMENT_EVENT_SOURCES = ["app", "callback", "poll", "admin", "reconciliation"] as const;
const CREDIT_SOURCES = ["verification", "payment"] as const;
const RECONCILIATION_KINDS = ["status", "missing_here", "missing_there", "amount"] as const;

export const payments = sqliteTable(
  "payments",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    /** Ours, a UUIDv4 stored before the first call: the provider's idempotency key. */
    id: text("id").notNull().unique(),
    /** Short, shown to the user (`LA-XXXXXXXX`). */
    reference: text("reference").notNull().unique(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    direction: text("direction", { enum: PAYMENT_DIRECTIONS }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    withdrawalRequestId: integer("withdrawal_request_id").references(() => withdrawalRequests.id),
    amountXaf: integer("amount_xaf").notNull(),
    paymentMethod: text("payment_method", { enum: OPERATORS }).notNull(),
    phone: text("phone").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    providerStatus: text("provider_status"),
    operatorReference: text("operator_reference"),
    providerReference: text("provider_reference"),
    failureCode: text("failure_code"),
    reviewReason: text("review_reason"),
    pollAttempts: integer("poll_attempts").notNull().default(0),
    nextPollAt: text("next_poll_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("payments_user").on(t.userId, t.seq),
    index("payments_status").on(t.status, t.seq),
    // The reconciliation's pages: one provider and direction, by creation time (RAIL-7).
    index("payments_reconcile").on(t.provider, t.direction, t.createdAt, t.id),
    index("payments_due").on(t.nextPollAt).where(sql`${t.status} IN ('created', 'submitted', 'pending', 'unknown')`),
    uniqueIndex("payments_withdrawal").on(t.withdrawalRequestId).where(sql`${t.withdrawalRequestId} IS NOT NULL`),
    check("payments_provider", oneOf(t.provider, PAYMENT_PROVIDERS)),
    check("payments_direction", oneOf(t.direction, PAYMENT_DIRECTIONS)),
    check("payments_amount", sql`${t.amountXaf} > 0`),
    check("payments_method", oneOf(t.paymentMethod, OPERATORS)),
    check("payments_status", oneOf(t.status, PAYMENT_STATUSES)),
    // A payout pays one withdrawal request; a deposit pays none.
    check("payments_payout_withdrawal", sql`(${t.direction} = 'payout') = (${t.withdrawalRequestId} IS NOT NULL)`),
  ],
);

export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    source: text("source", { enum: PAYMENT_EVENT_SOURCES }).notNull(),
    providerStatus: text("provider_status"),
    detail: text("detail"),
    /** JSON of the provider's answer. */
    raw: text("raw"),
    at: text("at").notNull().default(now),
  },
  (t) => [
    index("payment_events_payment").on(t.paymentId, t.id),
    check("payment_events_source", oneOf(t.source, PAYMENT_EVENT_SOURCES)),
  ],
);

export const paymentCallbacks = sqliteTable(
  "payment_callbacks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type"),
    paymentId: text("payment_id"),
    body: text("body").notNull(),
    receivedAt: text("received_at").notNull().default(now),
  },
  (t) => [uniqueIndex("payment_callbacks_provider_event_id_unique").on(t.provider, t.eventId)],
);

export const operatorTransactions = sqliteTable(
  "operator_transactions",
  {
    operator: text("operator", { enum: OPERATORS }).notNull(),
    transactionKey: text("transaction_key").notNull(),
    source: text("source", { enum: CREDIT_SOURCES }).notNull(),
    sourceId: text("source_id").notNull(),
    creditedAt: text("credited_at").notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.operator, t.transactionKey] }),
    check("operator_transactions_operator", oneOf(t.operator, OPERATORS)),
    check("operator_transactions_source", oneOf(t.source, CREDIT_SOURCES)),
  ],
);

/**
 * A reconciliation run (RAIL-7): its period and how many page chains are still going (a run
 * is done in pages on the queue `lionart-reconcile`, services/payments/reconciliation-pages.ts).
 */
export const reconciliationRuns = sqliteTable(
  "reconciliation_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ranAt: text("ran_at").notNull().default(now),
    periodFrom: text("period_from").notNull(),
    periodTo: text("period_to").notNull(),
    /** Page chains (one per provider, direction and slice, and per provider list) not finished yet. */
    pagesOpen: integer("pages_open").notNull().default(0),
    /** When the last chain finished; null while pages remain. */
    finishedAt: text("finished_at"),
    /**
     * The run's idempotency key, e.g. `daily:<period end>` for the daily run's: a retried start
     * finds its run instead of writing a second (RAIL-7). Null for a run staff start.
     */
    runKey: text("run_key"),
  },
  (t) => [uniqueIndex("reconciliation_runs_key").on(t.runKey)],
);

/** A difference a run found, appended by the page that found it. */
export const reconciliationDifferences = sqliteTable(
  "reconciliation_differences",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    runId: integer("run_id")
      .notNull()
      .references(() => reconciliationRuns.id),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    direction: text("direction", { enum: PAYMENT_DIRECTIONS }).notNull(),
    paymentId: text("payment_id"),
    kind: text("kind", { enum: RECONCILIATION_KINDS }).notNull(),
    ours: text("ours"),
    theirs: text("theirs"),
  },
  (t) => [index("reconciliation_differences_run").on(t.runId, t.id)],
);

/**
 * Each page a run has done, once: a page delivered twice (queues deliver at least once)
 * appends nothing the second time and only sends its successor again.
 */
export const reconciliationPages = sqliteTable(
  "reconciliation_pages",
  {
    runId: integer("run_id")
      .notNull()
      .references(() => reconciliationRuns.id),
    /** `<provider>:<direction>:<ours|theirs>`. */
    chain: text("chain").notNull(),
    /** The page's cursor as sent ("" for a chain's first page). */
    cursor: text("cursor").notNull(),
    /** The next page's cursor, or null for the chain's last page. */
    next: text("next"),
  },
  (t) => [primaryKey({ columns: [t.runId, t.chain, t.cursor] })],
);
