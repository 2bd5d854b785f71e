/**
 * The state machine of an automatic payment (docs/product-rules.md#automatic-rails, RAIL-3,
 * RAIL-4, RAIL-5; docs/decisions/0031-automatic-rails.md): what a status lookup's answer
 * does to the payment. `unknown` (no answer) is never `failed`; only the provider's explicit
 * final failure is. Mismatched amount, currency or phone, a reversal, or a success after a
 * failure go to `needs_review`, never to the ledger. A succeeded payment never changes again.
 * Every move is a guarded transition (transitions.ts); the money moves in settlement.ts.
 */
import type { PaymentState } from "@app/schema/contracts/payments";
import type { PaymentProvider, ProviderTransaction, StatusResult } from "../../payments/provider";
import type { Rails } from "../../payments/rails-config";
import { OPEN, type PaymentRow, type PaymentSource } from "./payment-rows";
import { nextCheckAt, pollTimeAfter } from "./poll-schedule";
import { describeMismatches, factsOf, mismatchesWithRow } from "./provider-report";
import { settleFailure, settleSuccess } from "./settlement";
import { submit } from "./submit";
import { type TransitionFacts, eventStatement, toReview, transition } from "./transitions";

/** How long a user waits for the operator's prompt; a deposit the provider never had is retried within it, failed after it. */
const APPROVAL_WINDOW_MS = 10 * 60 * 1000;

/** Who asked and when, for every move an answer causes. */
interface Asked {
  rails: Rails;
  source: PaymentSource;
  now: Date;
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
  source: PaymentSource,
  now: Date,
): Promise<void> {
  const asked: Asked = { rails, source, now };
  const settleFrom: PaymentState[] =
    row.status === "needs_review" && (source === "admin" || row.review_reason === "no_final_status")
      ? [...OPEN, "needs_review"]
      : [...OPEN];
  if (result.outcome === "unknown") {
    await stillOpen(rails, row, source, now, { detail: `no answer: ${result.reason}` });
    return;
  }
  if (result.outcome === "not_found") {
    if (settleFrom.includes(row.status)) await applyNotFound(asked, provider, row, settleFrom, result.raw);
    return;
  }
  const tx = result.transaction;
  if (row.status === "succeeded") {
    await recordContradiction(asked, row, tx);
    return;
  }
  const mismatches = mismatchesWithRow(row, tx);
  if (mismatches.length > 0 || tx.status === "reversed") {
    const reason = tx.status === "reversed" ? "reversed by the provider" : describeMismatches(mismatches);
    await toReview(rails, row, [...OPEN, "failed", "needs_review"], source, now, reason, factsOf(tx));
    return;
  }
  await applyReportedStatus(asked, row, tx, settleFrom);
}

/**
 * The provider positively has no such payment: initiate it again with the same id (a payout
 * always; a deposit while the user may still be waiting for the prompt), else it failed.
 */
async function applyNotFound(
  { rails, source, now }: Asked,
  provider: PaymentProvider,
  row: PaymentRow,
  settleFrom: PaymentState[],
  raw: unknown,
): Promise<void> {
  const young = now.getTime() - Date.parse(row.created_at) < APPROVAL_WINDOW_MS;
  if (row.direction === "payout" || young) {
    await rails.db.batch(
      transition(rails.db, row.id, "unknown", settleFrom, {
        source,
        now,
        detail: "not found at the provider: sent again",
        raw,
      }),
    );
    await submit(rails, provider, { ...row, status: "unknown" }, source, now);
    return;
  }
  await settleFailure(rails, row, settleFrom, source, now, {
    failureCode: "NOT_FOUND",
    detail: "the provider has no such payment",
    raw,
    providerStatus: "NOT_FOUND",
  });
}

/**
 * Final: a succeeded payment never changes again (and its money is never taken back by
 * itself); a report contradicting it is recorded in its history for staff, who correct by
 * an adjustment.
 */
async function recordContradiction({ rails, source, now }: Asked, row: PaymentRow, tx: ProviderTransaction): Promise<void> {
  const mismatches = mismatchesWithRow(row, tx);
  const contradiction =
    tx.status === "reversed"
      ? "reversed by the provider after it succeeded"
      : tx.status === "failed"
        ? "provider now reports a failure"
        : mismatches.length > 0
          ? describeMismatches(mismatches)
          : null;
  if (contradiction) {
    await rails.db.batch(
      transition(rails.db, row.id, "succeeded", ["succeeded"], { source, now, ...factsOf(tx), detail: contradiction }),
    );
  }
}

/** A report that matches our row: settle it, keep it pending, or check again. */
async function applyReportedStatus(
  asked: Asked,
  row: PaymentRow,
  tx: ProviderTransaction,
  settleFrom: PaymentState[],
): Promise<void> {
  const { rails, source, now } = asked;
  const facts = factsOf(tx);
  switch (tx.status) {
    case "succeeded":
      if (row.status === "failed") {
        await toReview(rails, row, ["failed"], source, now, "success reported after a failure", facts);
        return;
      }
      await settleSuccess(rails, row, tx, settleFrom, source, now);
      return;
    case "failed":
      await applyFailure(asked, row, tx, settleFrom);
      return;
    case "pending":
      if (row.status === "created" || row.status === "submitted" || row.status === "unknown") {
        await rails.db.batch(
          transition(rails.db, row.id, "pending", ["created", "submitted", "unknown"], {
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
 * The provider reports a final failure. A payout under review keeps its hold until staff
 * check it (RAIL-5): a callback or the reconciliation only records the provider's failure
 * in its history.
 */
async function applyFailure(
  { rails, source, now }: Asked,
  row: PaymentRow,
  tx: ProviderTransaction,
  settleFrom: PaymentState[],
): Promise<void> {
  const facts = factsOf(tx);
  const failFrom = row.direction === "payout" && source !== "admin" ? OPEN : settleFrom;
  if (row.status === "needs_review" && !failFrom.includes("needs_review")) {
    const detail = `provider reports ${tx.failureCode ?? tx.providerStatus ?? "a failure"}: the hold stays until staff check it`;
    await rails.db.batch(transition(rails.db, row.id, "needs_review", ["needs_review"], { source, now, ...facts, detail }));
    return;
  }
  await settleFailure(rails, row, failFrom, source, now, {
    failureCode: tx.failureCode ?? tx.providerStatus ?? "FAILED",
    detail: tx.failureMessage,
    ...facts,
  });
}

/** An open payment with no final answer yet: next check, or `needs_review` past the last one. */
async function stillOpen(
  rails: Rails,
  row: PaymentRow,
  source: PaymentSource,
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
