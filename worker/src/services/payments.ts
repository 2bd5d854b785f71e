/**
 * Automatic mobile-money rails: the money state machines of deposits and payouts made
 * through a payment provider (docs/product-rules.md#automatic-rails, RAIL-1..RAIL-8;
 * docs/decisions/0031-automatic-rails.md). The provider adapters (../payments/) only talk
 * to the provider; this module decides states and posts the ledger. Which methods go through
 * the provider is payment-channels.ts; the staff's payments pages are admin-payments.ts.
 *
 * Rules kept everywhere here:
 * - Our id is stored before any call and reused for every retry and lookup.
 * - A state changes only by a guarded `UPDATE … WHERE status IN (…)`, in ONE D1 batch with
 *   its status history entry (`WHERE changes() = 1`), its ledger transfers (guarded on the
 *   new state, keyed `payment:<id>` or by the withdrawal request) and its notification, so a
 *   callback, the poller and staff racing on one payment move money once.
 * - `unknown` (no answer) is never `failed`; only the provider's explicit final failure is.
 *   A payout's hold stays while its outcome is open or under review.
 * - Mismatched amount, currency or phone, a reversal, or a success after a failure go to
 *   `needs_review`, never to the ledger.
 * Amounts are whole XAF; times ISO 8601 UTC.
 */
import type {
  PaymentCreated,
  PaymentDepositInput,
  PaymentState,
  PaymentView,
  PayoutSummary,
} from "@app/schema/contracts/payments";
import { OPEN_PAYMENT_STATUSES } from "@app/schema/contracts/payments";
import type { paymentEvents, payments } from "@app/schema/db/payments";
import { normaliseTransactionId } from "@app/schema/transaction-id";
import { ApiError } from "../lib/api-error";
import type { SqlRow } from "../lib/db";
import { postAtomically } from "../ledger/ledger";
import {
  type WithdrawalFacts,
  paymentDepositTransfer,
  withdrawalPayoutTransfers,
  withdrawalReleaseTransfer,
} from "../ledger/transfers";
import { findMismatches, toMsisdn } from "../payments/checks";
import type {
  InitiateResult,
  Mismatch,
  Operator,
  PaymentProvider,
  ProviderName,
  ProviderTransaction,
  StatusResult,
} from "../payments/provider";
import { type Rails, providerNamed, railProvider } from "../payments/rails-config";
import { personalNotificationStatement } from "./notifications";
import { paymentChannels } from "./payment-channels";
import { isOperatorTransactionTaken, operatorTransactionStatement } from "./operator-transactions";
import { assertEnabled } from "./switches";
import type { UserRow } from "./users";

export type PaymentRow = SqlRow<typeof payments>;
type Method = PaymentRow["payment_method"];
type Source = SqlRow<typeof paymentEvents>["source"];

/** At most this many automatic deposits open at once, and this many a day, per user (RAIL-2). */
const MAX_OPEN_DEPOSITS = 3;
const MAX_DEPOSITS_PER_DAY = 20;

/**
 * When an open payment is checked, in seconds after its creation: 30 s, 1, 2, 5, 10, 30
 * minutes, 1, 3, 6, 12, 24 and 48 hours; with no final status after the last, it goes to
 * `needs_review` (RAIL-4).
 */
const POLL_OFFSETS_SECONDS = [30, 60, 120, 300, 600, 1800, 3600, 10_800, 21_600, 43_200, 86_400, 172_800] as const;

/** How long a user waits for the operator's prompt; a deposit the provider never had is retried within it, failed after it. */
const APPROVAL_WINDOW_MS = 10 * 60 * 1000;

const OPEN: readonly PaymentState[] = OPEN_PAYMENT_STATUSES;
/** OPEN as an SQL list, spelled as the poller's partial index `payments_due` spells it (migration 0017). */
const OPEN_SQL = OPEN.map((s) => `'${s}'`).join(", ");

// ---------------------------------------------------------------------------------------
// Deposits

/**
 * Starts a deposit: stores it (`created`, our id fixed), then asks the provider to collect
 * from `phone`, and answers with its state. Raises `deposits_disabled` (503),
 * `payment_channel_manual` (409) when the method takes deposits by hand,
 * `provider_unavailable` (503) when no provider is configured, `too_many_pending` (409)
 * past MAX_OPEN_DEPOSITS open or MAX_DEPOSITS_PER_DAY a day (the guard is in the INSERT).
 */
export async function createDeposit(
  rails: Rails,
  user: UserRow,
  input: PaymentDepositInput,
  now = new Date(),
): Promise<PaymentCreated> {
  const { db } = rails;
  await assertEnabled(db, "deposits");
  const channels = await paymentChannels(db);
  if (channels.deposits[input.paymentMethod] !== "automatic") {
    throw new ApiError("payment_channel_manual", "This payment method takes deposits by hand: use the deposit steps.");
  }
  const provider = railProvider(rails.providers);
  if (!provider) throw new ApiError("provider_unavailable", "Automatic payments are not available right now.");
  const id = crypto.randomUUID();
  const [insert] = await db.batch([
    db
      .prepare(
        `INSERT INTO payments (id, reference, provider, direction, user_id, amount_xaf, payment_method, phone, next_poll_at, created_at, updated_at)
         SELECT ?1, ?2, ?3, 'deposit', u.id, ?4, ?5, ?6, ?7, ?8, ?8 FROM users u
          WHERE u.id = ?9 AND u.is_active = 1
            AND (SELECT COUNT(*) FROM payments p WHERE p.user_id = u.id AND p.direction = 'deposit'
                   AND p.status IN (${OPEN_SQL})) < ${MAX_OPEN_DEPOSITS}
            AND (SELECT COUNT(*) FROM payments p WHERE p.user_id = u.id AND p.direction = 'deposit'
                   AND p.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', ?8, '-1 day')) < ${MAX_DEPOSITS_PER_DAY}
         RETURNING *`,
      )
      .bind(
        id,
        newReference(),
        provider.name,
        input.amount,
        input.paymentMethod,
        input.phone,
        pollTimeAfter(now.toISOString(), now),
        now.toISOString(),
        user.id,
      ),
    eventStatement(db, id, "created", "app", { at: now }, "changes() = 1"),
  ]);
  const row = insert!.results[0] as PaymentRow | undefined;
  if (!row) throw new ApiError("too_many_pending", "You have too many deposits waiting: finish or wait for them first.");
  await submit(rails, provider, row, "app", now);
  const view = toView((await paymentRow(db, id))!);
  return { id, status: view.status, reference: view.reference, payment: view };
}

/** The user's own deposit `id`; another user's is 404 `not_found` (object-level authorization). */
export async function ownDeposit(db: D1Database, userId: number, id: string): Promise<PaymentView> {
  const row = await db
    .prepare("SELECT * FROM payments WHERE id = ? AND user_id = ? AND direction = 'deposit'")
    .bind(id, userId)
    .first<PaymentRow>();
  if (!row) throw new ApiError("not_found", "Payment not found.");
  return toView(row);
}

/** The user's 20 most recent automatic deposits, newest first. */
export async function ownDeposits(db: D1Database, userId: number): Promise<PaymentView[]> {
  const { results } = await db
    .prepare("SELECT * FROM payments WHERE user_id = ? AND direction = 'deposit' ORDER BY seq DESC LIMIT 20")
    .bind(userId)
    .all<PaymentRow>();
  return results.map(toView);
}

// ---------------------------------------------------------------------------------------
// Payouts

/**
 * Whether approving withdrawals of this method pays through the provider now: returns the
 * provider when its payout channel is automatic, or null for the manual path (the hold is
 * paid out at once and the money sent by hand). Raises 503 `provider_unavailable` when the
 * channel is automatic but no provider is configured: approving then must not book a payout
 * nobody sends (RAIL-1, RAIL-5); an owner switches the channel to manual to pay by hand.
 */
export async function payoutProvider(rails: Rails, method: WithdrawalFacts["paymentMethod"]): Promise<PaymentProvider | null> {
  const channels = await paymentChannels(rails.db);
  if (channels.payouts[methodOf(method)] !== "automatic") return null;
  const provider = railProvider(rails.providers);
  if (!provider)
    throw new ApiError("provider_unavailable", "Automatic payouts are not available right now: nothing was approved.");
  return provider;
}

/**
 * Statements for the approval batch of an automatic payout (docs/product-rules.md#automatic-rails,
 * RAIL-5): the payout is stored with its fixed id only when the same batch moved the request
 * to `processing`; the hold stays until the provider's final answer. The payout pays the
 * request's amount less its fee to the number of the request. Returns the statements and the
 * payout's id.
 */
export function payoutStatements(
  db: D1Database,
  provider: PaymentProvider,
  w: WithdrawalFacts,
  now = new Date(),
): { statements: D1PreparedStatement[]; paymentId: string } {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  return {
    paymentId: id,
    statements: [
      db
        .prepare(
          `INSERT INTO payments (id, reference, provider, direction, user_id, withdrawal_request_id, amount_xaf, payment_method, phone,
                                 next_poll_at, created_at, updated_at)
           SELECT ?, ?, ?, 'payout', w.user_id, w.id, ?, ?, w.account_number, ?, ?, ? FROM withdrawal_requests w
            WHERE w.id = ? AND w.status = 'processing'
           ON CONFLICT DO NOTHING`,
        )
        .bind(
          id,
          newReference(),
          provider.name,
          w.amountXaf - w.feeXaf,
          methodOf(w.paymentMethod),
          pollTimeAfter(at, now),
          at,
          at,
          w.id,
        ),
      eventStatement(db, id, "created", "app", { at: now }, "changes() = 1"),
    ],
  };
}

/** Sends payout `paymentId` (stored by `payoutStatements`) to its provider. */
export async function submitPayout(rails: Rails, paymentId: string, now = new Date()): Promise<void> {
  const row = await paymentRow(rails.db, paymentId);
  const provider = row && providerNamed(rails.providers, row.provider);
  if (!row || !provider) return; // left for the poller, which reports a missing provider
  await submit(rails, provider, row, "app", now);
}

/** The payout summary shown on withdrawal rows, from the SQL columns of `payoutColumnsSql`. */
export interface PayoutColumns {
  payout_status: string | null;
  payout_reference: string | null;
  payout_operator_reference: string | null;
  payout_failure_code: string | null;
}

export function toPayoutSummary(r: PayoutColumns): PayoutSummary | null {
  if (r.payout_status === null || r.payout_reference === null) return null;
  return {
    status: r.payout_status as PaymentState,
    reference: r.payout_reference,
    operatorReference: r.payout_operator_reference,
    failureCode: r.payout_status === "failed" ? r.payout_failure_code : null,
  };
}

/**
 * SQL columns of a withdrawal row's payout, from `payoutJoinSql` (alias `p`, by the payouts'
 * unique index on the withdrawal request).
 */
export const payoutColumnsSql =
  "p.status AS payout_status, p.reference AS payout_reference, p.operator_reference AS payout_operator_reference, p.failure_code AS payout_failure_code";
/** The join for `payoutColumnsSql`, for a withdrawal row aliased `w`. */
export const payoutJoinSql = "LEFT JOIN payments p ON p.withdrawal_request_id = w.id";

// ---------------------------------------------------------------------------------------
// Talking to the provider

/**
 * Claims the payment for sending (`created`/`unknown`/`pending` → `submitted`, guarded)
 * and initiates it with its own id; records the answer. A lost answer is `unknown`. A number
 * no provider can pay (not 6XXXXXXXX) is `failed` with `INVALID_PHONE`, never sent.
 */
async function submit(rails: Rails, provider: PaymentProvider, row: PaymentRow, source: Source, now: Date): Promise<void> {
  const { db } = rails;
  const [claim] = await db.batch(transition(db, row.id, "submitted", ["created", "unknown", "pending"], { source, now }));
  if (claim!.meta.changes !== 1) return;
  const submitted = { ...row, status: "submitted" as const };
  if (!payableNumber(row.phone)) {
    // Refused before anything was sent (so no earlier attempt with this id was sent either):
    // final, like a provider's refusal; a payout's hold goes back (RAIL-2, RAIL-5).
    await settleFailure(rails, submitted, ["submitted"], source, now, {
      failureCode: "INVALID_PHONE",
      detail: `${row.phone} is not a Cameroon mobile-money number: nothing was sent`,
    });
    return;
  }
  let result: InitiateResult;
  try {
    result = await provider.initiate(row.direction, {
      id: row.id,
      amountXaf: row.amount_xaf,
      phone: row.phone,
      operator: operatorOf(row.payment_method),
      description: row.direction === "deposit" ? "LionArt deposit" : "LionArt payout",
    });
  } catch (err) {
    result = { outcome: "unknown", reason: "unexpected_response", httpStatus: null, detail: String(err) };
  }
  if (result.outcome === "accepted") {
    await db.batch(
      transition(db, row.id, "pending", ["submitted"], {
        source,
        now,
        providerStatus: result.providerStatus,
        providerReference: result.providerReference,
        detail: result.duplicate ? "accepted (duplicate of an earlier request)" : "accepted",
        raw: result.raw,
        nextPollAt: nextCheckAt(row.created_at, now),
      }),
    );
  } else if (result.outcome === "rejected") {
    await settleFailure(rails, submitted, ["submitted"], source, now, {
      failureCode: result.failureCode,
      detail: result.failureMessage ?? "rejected by the provider",
      raw: result.raw,
      providerStatus: "REJECTED",
    });
  } else {
    await db.batch(
      transition(db, row.id, "unknown", ["submitted"], {
        source,
        now,
        detail: `no answer: ${result.reason}${result.httpStatus ? ` (HTTP ${result.httpStatus})` : ""}`,
        nextPollAt: nextCheckAt(row.created_at, now),
      }),
    );
  }
}

/**
 * Asks the provider for payment `id`'s status by our id and applies the answer
 * (`applyStatus`). `source` says who asked: `poll`, `callback`, `admin`, `reconciliation`.
 * Returns the payment as it is after. Raises `not_found` for an unknown id.
 */
export async function refreshPayment(rails: Rails, id: string, source: Source, now = new Date()): Promise<PaymentRow> {
  const row = await paymentRow(rails.db, id);
  if (!row) throw new ApiError("not_found", "Payment not found.");
  const provider = providerNamed(rails.providers, row.provider);
  if (!provider) {
    const detail = `provider ${row.provider} is not configured`;
    const next = OPEN.includes(row.status) ? pollTimeAfter(row.created_at, now) : null;
    if (OPEN.includes(row.status) && next === null) {
      await toReview(rails, row, OPEN, source, now, "no_final_status", { detail });
    } else {
      await rails.db.batch(transition(rails.db, id, row.status, [row.status], { source, now, detail, nextPollAt: next }));
    }
    return (await paymentRow(rails.db, id))!;
  }
  let result: StatusResult;
  try {
    result = await provider.getStatus(row.direction, id, { amountXaf: row.amount_xaf, phone: row.phone });
  } catch (err) {
    result = { outcome: "unknown", reason: "unexpected_response", httpStatus: null, detail: String(err) };
  }
  await applyStatus(rails, provider, row, result, source, now);
  return (await paymentRow(rails.db, id))!;
}

/**
 * Applies a status lookup's answer to the payment (RAIL-3, RAIL-4):
 * - no answer: check again later; past the last check, `needs_review`;
 * - not found: the provider positively has nothing, so initiate again with the same id (a
 *   payout always; a deposit within APPROVAL_WINDOW_MS of its creation, else `failed`);
 * - found with a mismatch, or `reversed`: `needs_review` (a succeeded payment stays succeeded:
 *   the contradiction is recorded in its history for staff);
 * - pending: `pending`, checked again later;
 * - succeeded / failed: settled with their ledger entries, once.
 * From `needs_review`, only staff's check (`admin`) or a review for want of an answer settles it;
 * a payout's failure (its hold released) only staff's check (RAIL-5).
 */
export async function applyStatus(
  rails: Rails,
  provider: PaymentProvider,
  row: PaymentRow,
  result: StatusResult,
  source: Source,
  now: Date,
): Promise<void> {
  const { db } = rails;
  const settleFrom: PaymentState[] =
    row.status === "needs_review" && (source === "admin" || row.review_reason === "no_final_status")
      ? [...OPEN, "needs_review"]
      : [...OPEN];
  if (result.outcome === "unknown") {
    await stillOpen(rails, row, source, now, { detail: `no answer: ${result.reason}` });
    return;
  }
  if (result.outcome === "not_found") {
    if (!settleFrom.includes(row.status)) return;
    const young = now.getTime() - Date.parse(row.created_at) < APPROVAL_WINDOW_MS;
    if (row.direction === "payout" || young) {
      await db.batch(
        transition(db, row.id, "unknown", settleFrom, {
          source,
          now,
          detail: "not found at the provider: sent again",
          raw: result.raw,
        }),
      );
      await submit(rails, provider, { ...row, status: "unknown" }, source, now);
    } else {
      await settleFailure(rails, row, settleFrom, source, now, {
        failureCode: "NOT_FOUND",
        detail: "the provider has no such payment",
        raw: result.raw,
        providerStatus: "NOT_FOUND",
      });
    }
    return;
  }
  const tx = result.transaction;
  const facts = factsOf(tx);
  const mismatches = mismatchesWithRow(row, tx);
  if (row.status === "succeeded") {
    // Final: a succeeded payment never changes again (and its money is never taken back by
    // itself); a report contradicting it is recorded for staff, who correct by an adjustment.
    const contradiction =
      tx.status === "reversed"
        ? "reversed by the provider after it succeeded"
        : tx.status === "failed"
          ? "provider now reports a failure"
          : mismatches.length > 0
            ? describeMismatches(mismatches)
            : null;
    if (contradiction) {
      await db.batch(transition(db, row.id, "succeeded", ["succeeded"], { source, now, ...facts, detail: contradiction }));
    }
    return;
  }
  if (mismatches.length > 0 || tx.status === "reversed") {
    const reason = tx.status === "reversed" ? "reversed by the provider" : describeMismatches(mismatches);
    await toReview(rails, row, [...OPEN, "failed", "needs_review"], source, now, reason, facts);
    return;
  }
  switch (tx.status) {
    case "succeeded":
      if (row.status === "failed") {
        await toReview(rails, row, ["failed"], source, now, "success reported after a failure", facts);
        return;
      }
      await settleSuccess(rails, row, tx, settleFrom, source, now);
      return;
    case "failed": {
      // A payout under review keeps its hold until staff check it (RAIL-5): a callback or the
      // reconciliation only records the provider's failure in its history.
      const failFrom = row.direction === "payout" && source !== "admin" ? OPEN : settleFrom;
      if (row.status === "needs_review" && !failFrom.includes("needs_review")) {
        const detail = `provider reports ${tx.failureCode ?? tx.providerStatus ?? "a failure"}: the hold stays until staff check it`;
        await db.batch(transition(db, row.id, "needs_review", ["needs_review"], { source, now, ...facts, detail }));
        return;
      }
      await settleFailure(rails, row, failFrom, source, now, {
        failureCode: tx.failureCode ?? tx.providerStatus ?? "FAILED",
        detail: tx.failureMessage,
        ...facts,
      });
      return;
    }
    case "pending":
      if (row.status === "created" || row.status === "submitted" || row.status === "unknown") {
        await db.batch(
          transition(db, row.id, "pending", ["created", "submitted", "unknown"], {
            source,
            now,
            ...facts,
            nextPollAt: nextCheckAt(row.created_at, now),
          }),
        );
        return;
      }
      await stillOpen(rails, row, source, now, facts);
      return;
    case "unknown":
      await stillOpen(rails, row, source, now, { ...facts, detail: `unrecognised status ${tx.providerStatus ?? "(none)"}` });
      return;
  }
}

/**
 * Every anomaly of a provider's report against OUR row (RAIL-3): the id, the currency, the
 * amount and the phone, whatever the adapter already compared. The row is checked here,
 * at the one gate to the ledger, because not every report was read with the expected
 * payment at hand (a provider's list in the reconciliation, RAIL-7, is not).
 */
function mismatchesWithRow(row: PaymentRow, tx: ProviderTransaction): Mismatch[] {
  const out = findMismatches(tx, { amountXaf: row.amount_xaf, phone: row.phone });
  if (tx.id !== row.id) out.unshift({ field: "id", expected: row.id, actual: tx.id });
  for (const m of tx.mismatches) if (!out.some((o) => o.field === m.field)) out.push(m);
  return out;
}

/** What a provider's report tells about the payment, for its history entry and its row. */
function factsOf(tx: ProviderTransaction) {
  return {
    providerStatus: tx.providerStatus,
    operatorReference: tx.operatorReference,
    providerReference: tx.providerReference,
    raw: tx.raw,
  };
}

function describeMismatches(mismatches: Mismatch[]): string {
  return mismatches.map((m) => `${m.field}: expected ${m.expected}, provider says ${m.actual}`).join("; ");
}

/** An open payment with no final answer yet: next check, or `needs_review` past the last one. */
async function stillOpen(
  rails: Rails,
  row: PaymentRow,
  source: Source,
  now: Date,
  facts: Partial<TransitionFacts>,
): Promise<void> {
  if (!OPEN.includes(row.status)) return;
  const next = pollTimeAfter(row.created_at, now);
  if (next === null) {
    await toReview(rails, row, OPEN, source, now, "no_final_status", facts);
    return;
  }
  await rails.db.batch([
    rails.db
      .prepare(
        `UPDATE payments SET next_poll_at = ?, poll_attempts = poll_attempts + 1, provider_status = COALESCE(?, provider_status)
          WHERE id = ? AND status = ?`,
      )
      .bind(next, facts.providerStatus ?? null, row.id, row.status),
    ...(facts.providerStatus !== undefined && facts.providerStatus !== row.provider_status
      ? [eventStatement(rails.db, row.id, row.status, source, { ...facts, at: now })]
      : []),
  ]);
}

async function toReview(
  rails: Rails,
  row: PaymentRow,
  from: readonly PaymentState[],
  source: Source,
  now: Date,
  reason: string,
  facts: Partial<TransitionFacts>,
): Promise<void> {
  await rails.db.batch(
    transition(rails.db, row.id, "needs_review", from, { source, now, ...facts, reviewReason: reason, detail: reason }),
  );
}

/**
 * The success batch: the state, its history entry, then (deposit) clearing → principal and
 * the operator's transaction id claimed in `operator_transactions`, or (payout) the request
 * completed and its hold paid out to clearing with the fee; the notification. A transaction
 * id already credited by the manual path aborts the batch and sends the payment to review.
 */
async function settleSuccess(
  rails: Rails,
  row: PaymentRow,
  tx: ProviderTransaction,
  from: readonly PaymentState[],
  source: Source,
  now: Date,
): Promise<void> {
  const { db } = rails;
  const succeeded = { sql: "(SELECT status FROM payments WHERE id = ?) = 'succeeded'", params: [row.id] };
  const facts = factsOf(tx);
  // A payout is paid from its hold only while its request is `processing`: once the hold went
  // back (the payout had failed), a success the provider reports later is staff's to settle by
  // an adjustment, never a second debit of the hold (RAIL-5; the hold may hold another request's money).
  const requestOpen =
    row.direction === "payout"
      ? {
          sql: "EXISTS (SELECT 1 FROM withdrawal_requests WHERE id = ? AND status = 'processing')",
          params: [row.withdrawal_request_id],
        }
      : undefined;
  const statements = transition(db, row.id, "succeeded", from, { source, now, ...facts, nextPollAt: null }, requestOpen);
  if (requestOpen) {
    const reason = "paid by the provider after its hold went back to the user";
    statements.push(
      ...transition(
        db,
        row.id,
        "needs_review",
        from,
        { source, now, ...facts, reviewReason: reason, detail: reason },
        { sql: `NOT ${requestOpen.sql}`, params: requestOpen.params },
      ),
    );
  }
  statements.push(
    operatorTransactionStatement(
      db,
      {
        operator: row.payment_method,
        key: tx.operatorReference ? normaliseTransactionId(tx.operatorReference) : "",
        source: "payment",
        sourceId: row.id,
      },
      succeeded,
    ),
  );
  if (row.direction === "deposit") {
    statements.push(
      paymentDepositTransfer(
        db,
        { paymentId: row.id, provider: row.provider, userId: row.user_id, amountXaf: row.amount_xaf, reference: row.reference },
        succeeded,
      ),
      personalNotificationStatement(
        db,
        { userId: row.user_id, code: "deposit_approved", params: { amountXaf: row.amount_xaf }, eventKey: `payment:${row.id}` },
        succeeded,
      ),
    );
  } else {
    const w = await withdrawalFacts(db, row);
    statements.push(
      db
        .prepare(
          `UPDATE withdrawal_requests SET status = 'completed', decided_at = COALESCE(decided_at, ?)
            WHERE id = ? AND status = 'processing' AND ${succeeded.sql}`,
        )
        .bind(now.toISOString(), w.id, ...succeeded.params),
      ...withdrawalPayoutTransfers(db, w, succeeded, { provider: row.provider, paymentId: row.id }),
      personalNotificationStatement(
        db,
        {
          userId: row.user_id,
          code: "withdrawal_approved",
          params: { amountXaf: w.amountXaf - w.feeXaf },
          eventKey: `withdrawal:${w.id}`,
        },
        succeeded,
      ),
    );
  }
  try {
    await postAtomically(db, statements);
  } catch (err) {
    if (isOperatorTransactionTaken(err)) {
      await toReview(rails, row, from, source, now, `operator transaction ${tx.operatorReference} was already credited`, facts);
      return;
    }
    throw err;
  }
}

/**
 * The failure batch: the state with the provider's code, then (payout) the request failed
 * and its hold released to principal; the notification in the user's words.
 */
async function settleFailure(
  rails: Rails,
  row: PaymentRow,
  from: readonly PaymentState[],
  source: Source,
  now: Date,
  f: { failureCode: string; detail?: string | null; raw?: unknown; providerStatus?: string | null } & Partial<TransitionFacts>,
): Promise<void> {
  const { db } = rails;
  const failed = { sql: "(SELECT status FROM payments WHERE id = ?) = 'failed'", params: [row.id] };
  const statements = transition(db, row.id, "failed", from, { source, now, ...f, nextPollAt: null });
  // The investor's apps word the operator's code in their language (params.failureCode,
  // PayoutSummary.failureCode); the withdrawal's note is the staff's record.
  if (row.direction === "deposit") {
    statements.push(
      personalNotificationStatement(
        db,
        { userId: row.user_id, code: "deposit_rejected", params: { failureCode: f.failureCode }, eventKey: `payment:${row.id}` },
        failed,
      ),
    );
  } else {
    const w = await withdrawalFacts(db, row);
    const note = `The operator could not pay (${f.failureCode}).`;
    statements.push(
      db
        .prepare(
          `UPDATE withdrawal_requests SET status = 'failed', admin_notes = ?, decided_at = COALESCE(decided_at, ?)
            WHERE id = ? AND status = 'processing' AND ${failed.sql}`,
        )
        .bind(note, now.toISOString(), w.id, ...failed.params),
      withdrawalReleaseTransfer(db, w, failed, row.id),
      personalNotificationStatement(
        db,
        {
          userId: row.user_id,
          code: "withdrawal_rejected",
          params: { failureCode: f.failureCode },
          eventKey: `withdrawal:${w.id}`,
        },
        failed,
      ),
    );
  }
  await postAtomically(db, statements);
}

/** The withdrawal request payout `row` pays. */
async function withdrawalFacts(db: D1Database, row: PaymentRow): Promise<WithdrawalFacts> {
  const w = await db
    .prepare("SELECT id, user_id, amount_xaf, fee_xaf, payment_method, account_number FROM withdrawal_requests WHERE id = ?")
    .bind(row.withdrawal_request_id)
    .first<{
      id: number;
      user_id: number;
      amount_xaf: number;
      fee_xaf: number;
      payment_method: "MTN Mobile Money" | "Orange Money";
      account_number: string;
    }>();
  if (!w) throw new Error(`payout ${row.id} names no withdrawal request`);
  return {
    id: w.id,
    userId: w.user_id,
    amountXaf: w.amount_xaf,
    feeXaf: w.fee_xaf,
    paymentMethod: w.payment_method,
    accountNumber: w.account_number,
  };
}

// ---------------------------------------------------------------------------------------
// The poller (cron, every minute)

export interface PollReport {
  checked: number;
  settled: number;
}

/**
 * Checks every open payment whose next check is due at `now` (at most `limit`), each by a
 * status lookup with its own id; a payment never sent (`created`) is sent. Each is claimed
 * first by moving its next check a few minutes on, so two overlapping runs do not both
 * ask. Returns how many were checked and how many reached a final or review state.
 */
export async function pollDuePayments(rails: Rails, now = new Date(), limit = 25): Promise<PollReport> {
  const { db } = rails;
  const at = now.toISOString();
  const { results } = await db
    .prepare(
      `SELECT * FROM payments WHERE status IN (${OPEN_SQL}) AND next_poll_at <= ?
        ORDER BY next_poll_at LIMIT ?`,
    )
    .bind(at, limit)
    .all<PaymentRow>();
  const report: PollReport = { checked: 0, settled: 0 };
  const lease = new Date(now.getTime() + 5 * 60 * 1000).toISOString();
  for (const row of results) {
    const claim = await db
      .prepare("UPDATE payments SET next_poll_at = ? WHERE id = ? AND next_poll_at = ? AND status = ?")
      .bind(lease, row.id, row.next_poll_at, row.status)
      .run();
    if (claim.meta.changes !== 1) continue;
    report.checked++;
    const provider = providerNamed(rails.providers, row.provider);
    let after: PaymentRow | null;
    if (row.status === "created" && provider) {
      await submit(rails, provider, row, "poll", now);
      after = await paymentRow(db, row.id);
    } else {
      after = await refreshPayment(rails, row.id, "poll", now);
    }
    if (after && !OPEN.includes(after.status)) report.settled++;
  }
  return report;
}

/**
 * The next check of a payment that stays open at `now`: its next scheduled one
 * (`pollTimeAfter`), or `now` itself past the last, so the poller's next run sends it to
 * review (RAIL-4) instead of the payment waiting with no check at all.
 */
function nextCheckAt(createdAt: string, now: Date): string {
  return pollTimeAfter(createdAt, now) ?? now.toISOString();
}

/** The next check of a payment created at `createdAt`, strictly after `now`, or null past the last (POLL_OFFSETS_SECONDS). */
function pollTimeAfter(createdAt: string, now: Date): string | null {
  const created = Date.parse(createdAt);
  for (const offset of POLL_OFFSETS_SECONDS) {
    const at = created + offset * 1000;
    if (at > now.getTime()) return new Date(at).toISOString();
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Callbacks

export interface CallbackOutcome {
  status: 200 | 401 | 503;
  body: { received: boolean; error?: string };
  /** The processing to run after answering (`waitUntil`): a status lookup of the payment named. */
  process: Promise<void> | null;
}

/**
 * A provider's callback (RAIL-6): verified on the raw body (401 when refused, 503 when the
 * provider's keys could not be fetched, so it retries), stored once by its event id, then
 * answered at once; the payment it names is re-read from the provider afterwards, because
 * a callback is a hint, never the truth.
 */
export async function receiveCallback(
  rails: Rails,
  providerName: ProviderName,
  request: { method: string; url: string; headers: Headers; body: Uint8Array },
  now = new Date(),
): Promise<CallbackOutcome> {
  const provider = providerNamed(rails.providers, providerName);
  if (!provider) return { status: 401, body: { received: false, error: "provider not configured" }, process: null };
  const verified = await provider.verifyCallback(request);
  if (verified.outcome === "refused") {
    return {
      status: verified.reason === "key_unavailable" ? 503 : 401,
      body: { received: false, error: verified.reason },
      process: null,
    };
  }
  const paymentId = verified.transaction?.id ?? null;
  // Stored and looked up in one round trip: the provider waits for the answer.
  const [stored, payment] = await rails.db.batch([
    rails.db
      .prepare(
        `INSERT INTO payment_callbacks (provider, event_id, event_type, payment_id, body) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (provider, event_id) DO NOTHING`,
      )
      .bind(providerName, verified.eventId, verified.eventType, paymentId, new TextDecoder().decode(request.body)),
    rails.db.prepare("SELECT 1 FROM payments WHERE id = ? AND provider = ?").bind(paymentId, providerName),
  ]);
  const known = paymentId !== null && stored!.meta.changes === 1 && payment!.results.length > 0;
  return {
    status: 200,
    body: { received: true },
    process: known
      ? refreshPayment(rails, paymentId, "callback", now).then(
          () => undefined,
          (err) => console.error("payment callback processing failed", paymentId, err),
        )
      : null,
  };
}

// ---------------------------------------------------------------------------------------
// Shared pieces

interface TransitionFacts {
  source: Source;
  now: Date;
  providerStatus: string | null;
  operatorReference: string | null;
  providerReference: string | null;
  failureCode: string | null;
  reviewReason: string | null;
  detail: string | null;
  raw: unknown;
  /** Set to change the next check (null: none); absent: unchanged. */
  nextPollAt: string | null;
}

/**
 * The guarded state change and its history entry: `UPDATE … WHERE id = ? AND status IN (from)`
 * (and `guard`, a further SQL condition, when given), then the entry only when that update
 * changed the row (`changes() = 1`, the statement right before it in the batch).
 */
function transition(
  db: D1Database,
  id: string,
  to: PaymentState,
  from: readonly PaymentState[],
  f: Partial<TransitionFacts> & Pick<TransitionFacts, "source" | "now">,
  guard?: { sql: string; params: unknown[] },
): D1PreparedStatement[] {
  const at = f.now.toISOString();
  const keepPoll = f.nextPollAt === undefined;
  return [
    db
      .prepare(
        `UPDATE payments SET status = ?, provider_status = COALESCE(?, provider_status),
                operator_reference = COALESCE(?, operator_reference), provider_reference = COALESCE(?, provider_reference),
                failure_code = COALESCE(?, failure_code), review_reason = COALESCE(?, review_reason),
                next_poll_at = CASE WHEN ? THEN next_poll_at ELSE ? END, updated_at = ?
          WHERE id = ? AND status IN (${from.map(() => "?").join(", ")}) AND (${guard?.sql ?? "1"})`,
      )
      .bind(
        to,
        f.providerStatus ?? null,
        f.operatorReference ?? null,
        f.providerReference ?? null,
        f.failureCode ?? null,
        f.reviewReason ?? null,
        keepPoll ? 1 : 0,
        f.nextPollAt ?? null,
        at,
        id,
        ...from,
        ...(guard?.params ?? []),
      ),
    eventStatement(db, id, to, f.source, { ...f, at: f.now }, "changes() = 1"),
  ];
}

function eventStatement(
  db: D1Database,
  paymentId: string,
  status: PaymentState,
  source: Source,
  f: { at: Date; providerStatus?: string | null; detail?: string | null; raw?: unknown },
  where = "1",
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_events (payment_id, status, source, provider_status, detail, raw, at)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${where}`,
    )
    .bind(
      paymentId,
      status,
      source,
      f.providerStatus ?? null,
      f.detail ?? null,
      f.raw === undefined || f.raw === null ? null : JSON.stringify(f.raw),
      f.at.toISOString(),
    );
}

/** Payment `id` as stored, or null. */
export async function paymentRow(db: D1Database, id: string): Promise<PaymentRow | null> {
  return db.prepare("SELECT * FROM payments WHERE id = ?").bind(id).first<PaymentRow>();
}

/** Whether a provider can be asked to pay from or to `phone` (the adapters' own check, `toMsisdn`). */
function payableNumber(phone: string): boolean {
  try {
    toMsisdn(phone);
    return true;
  } catch {
    return false;
  }
}

/** `LA-` and 8 characters of Crockford base32: short enough to read out to support. */
function newReference(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `LA-${[...bytes].map((b) => alphabet[b % 32]).join("")}`;
}

function methodOf(service: "MTN Mobile Money" | "Orange Money"): Method {
  return service === "MTN Mobile Money" ? "MTN" : "Orange";
}

function operatorOf(method: Method): Operator {
  return method === "MTN" ? "MTN" : "ORANGE";
}

export function toView(r: PaymentRow): PaymentView {
  return {
    id: r.id,
    direction: r.direction,
    status: r.status,
    amountXaf: r.amount_xaf,
    paymentMethod: r.payment_method,
    phone: r.phone,
    reference: r.reference,
    operatorReference: r.operator_reference,
    failureReason: r.failure_code,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
