/**
 * The books check after each daily run (docs/product-rules.md#books-checked): the
 * incremental auditor's steps (books-audit.ts) until it has caught up with the newest
 * transfer, compared every account touched since the last check and done the run's share
 * of the rolling re-check; then the check of `returns_payable` against the accrued and unposted
 * returns (books-payable.ts, TRN-7); then the verdict, recorded in `book_checks` (the newest is
 * public in GET /api/transparency) and logged as an error when the books do not balance.
 */
import { inlineSteps, type StepRunner } from "../lib/steps";
import { BOOKS_AUDIT_LIMITS, type BooksAuditLimits, booksAuditStep } from "./books-audit";
import { checkPayable, PAYABLE_CHECK_LIMITS, type PayableCheckLimits, type PayableVerdict } from "./books-payable";
import type { BalanceMismatch } from "./ledger";

/** The auditor's verdict on the books. */
export interface BookCheck {
  checkedAt: string;
  /** The last transfer the check read: the verdict is as of it. */
  throughTransferId: number;
  /** The trial balance: the differences found (cached minus entries) summed, XAF; 0 when the books balance. */
  totalXaf: number;
  /**
   * The accounts whose cached balance differs from their entries (at most 100 listed per
   * step), then the kinds whose running total differs from their transfers (`kind:<kind>`),
   * then `unposted:returns_payable` when the payable's balance (`cached`) differs from the
   * accrued and unposted returns (`fromEntries`).
   */
  mismatches: BalanceMismatch[];
  /** The check of `returns_payable`: "not_conclusive" when a daily run settled during it (checked next run). */
  payable: PayableVerdict;
  balanced: boolean;
  /** The auditor's steps this check took. */
  steps: number;
}

/** The stable prefix of the auditor's error log line, for alerts to match. */
export const BOOKS_UNBALANCED_LOG = "ledger audit: books do not balance";

/** The mismatch naming the payable when it differs from the unposted returns. */
export const PAYABLE_MISMATCH = "unposted:returns_payable";

/**
 * Checks the books incrementally, one bounded step at a time through `run` (a Workflow's
 * `step.do`, or inline), and records and returns the verdict. Reads only the ledger; never
 * changes a balance. Throws what D1 throws (the check is then not recorded).
 */
export async function checkBooks(
  db: D1Database,
  now = new Date(),
  run: StepRunner = inlineSteps,
  limits: BooksAuditLimits = BOOKS_AUDIT_LIMITS,
  payableLimits: PayableCheckLimits = PAYABLE_CHECK_LIMITS,
): Promise<BookCheck> {
  const found = new Map<string, BalanceMismatch>();
  let kinds: BalanceMismatch[] = [];
  let rechecked = 0;
  let through = 0;
  let steps = 0;
  for (let done = false; !done; steps++) {
    const recheckAccounts = Math.max(0, Math.min(limits.recheckAccounts, limits.recheckPerRun - rechecked));
    const step = await run(`books audit ${steps + 1}`, () => booksAuditStep(db, { ...limits, recheckAccounts }));
    for (const m of step.mismatches) found.set(m.accountId, m);
    if (step.caughtUp) kinds = step.kindMismatches;
    rechecked += step.rechecked;
    through = step.throughTransferId;
    done = step.caughtUp && !step.uncheckedLeft && (recheckAccounts === 0 || step.recheckWrapped);
  }
  const payable = await checkPayable(db, run, payableLimits);
  const accounts = [...found.values()].sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
  const totalXaf = accounts.reduce((sum, m) => sum + m.cached - m.fromEntries, 0);
  const payableMismatch =
    payable.outcome === "differs"
      ? [{ accountId: PAYABLE_MISMATCH, cached: payable.balanceXaf, fromEntries: payable.unpostedXaf }]
      : [];
  const mismatches = [...accounts, ...kinds, ...payableMismatch];
  const check: BookCheck = {
    checkedAt: now.toISOString(),
    throughTransferId: through,
    totalXaf,
    mismatches,
    balanced: mismatches.length === 0,
    payable,
    steps,
  };
  await run("books verdict", () =>
    db
      .prepare(
        "INSERT INTO book_checks (checked_at, total_xaf, mismatched_accounts, balanced, through_transfer_id) VALUES (?, ?, ?, ?, ?)",
      )
      .bind(check.checkedAt, totalXaf, JSON.stringify(mismatches.map((m) => m.accountId)), check.balanced ? 1 : 0, through)
      .run()
      .then(() => null),
  );
  if (!check.balanced) {
    console.error(
      `${BOOKS_UNBALANCED_LOG}: trial balance ${totalXaf} XAF; cached balance differs from entries on ${mismatches
        .map((m) =>
          m.accountId === PAYABLE_MISMATCH
            ? `${m.accountId} (balance ${m.cached}, accrued and unposted ${m.fromEntries})`
            : `${m.accountId} (cached ${m.cached}, entries ${m.fromEntries})`,
        )
        .join(", ")}`,
    );
  }
  if (payable.outcome === "not_conclusive") {
    console.warn("ledger audit: returns_payable not conclusive, a daily run settled during the check; checked next run");
  }
  return check;
}

/** The newest verdict of the auditor, or null before its first run. */
export async function lastBookCheck(db: D1Database): Promise<{ checkedAt: string; balanced: boolean } | null> {
  const row = await db
    .prepare("SELECT checked_at, balanced FROM book_checks ORDER BY id DESC LIMIT 1")
    .first<{ checked_at: string; balanced: number }>();
  return row && { checkedAt: row.checked_at, balanced: row.balanced === 1 };
}
