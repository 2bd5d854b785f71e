/**
 * The books check of `returns_payable` (docs/product-rules.md#books-checked, TRN-7;
 * docs/decisions/0042-aggregate-accruals.md): its balance must equal the sum over every
 * investment of the accrued and unposted return (UNPOSTED_XAF_SQL, the one definition).
 *
 * Invariants it relies on: `paid_days` grows only in the batch that inserts the
 * `return_accrual` crediting the payable, and `posted_days` only in the batch that inserts the
 * `return_posting` debiting it; transfer ids grow with commit order (one writer).
 *
 * In bounded steps, never one scan of every investment (D1: 30 s per query):
 * 1. per range of `usersPerStep` user ids (ranges aligned on multiples of it), one statement
 *    sums the range's unposted returns through the `investments_user` index and reads the
 *    newest transfer id with it, so the sum is as of that transfer (T_k), and the next user id
 *    holding an investment, so ranges without any are skipped;
 * 2. one statement reads the payable's balance and the newest transfer id (T_end);
 * 3. per page of `transfersPerStep` ids of the transfers made during the scan (T_1, T_end], a
 *    primary-key range: the `return_posting`s of a range's users with id after its T_k (they
 *    moved money its sum still counted, so they are subtracted) and any `return_accrual` (a
 *    daily run settling meanwhile: the sums no longer describe one moment, so the verdict is
 *    "not conclusive", checked again next run, not a mismatch).
 */
import type { StepRunner } from "../lib/steps";
import { UNPOSTED_XAF_SQL } from "./transfers/returns";

/** How much one statement of the payable check may read. */
export interface PayableCheckLimits {
  /** User ids per summing step; their investments are the rows read. */
  usersPerStep: number;
  /** Transfer ids per step of the scan of the transfers made meanwhile. */
  transfersPerStep: number;
}

export const PAYABLE_CHECK_LIMITS: PayableCheckLimits = { usersPerStep: 20_000, transfersPerStep: 50_000 };

/** One range's sum. Plain JSON: a Workflow stores it. */
export interface PayableRangeSum {
  /** User ids fromUserId .. fromUserId + usersPerStep - 1. */
  fromUserId: number;
  /** Their investments' accrued and unposted returns, XAF, as of `throughTransferId`. */
  unpostedXaf: number;
  throughTransferId: number;
  /** The first user id after the range holding an investment then, or null: where the scan goes on. */
  nextUserId: number | null;
}

/** The payable's balance and the transfer it is as of. */
export interface PayableBalance {
  balanceXaf: number;
  throughTransferId: number;
}

/** What moved the payable during the scan. */
export interface PayableMoves {
  /** Postings of a summed range's users made after its sum, XAF. */
  postedAfterXaf: number;
  /** Accruals made during the scan. */
  accruals: number;
}

/** The verdict on `returns_payable`. */
export interface PayableVerdict {
  outcome: "agrees" | "differs" | "not_conclusive";
  balanceXaf: number;
  /** The sum of unposted returns, moved to the moment of the balance by the postings made meanwhile. */
  unpostedXaf: number;
  throughTransferId: number;
}

/** Step 1: the unposted returns of users fromUserId .. fromUserId + users - 1 (see the module). */
export async function sumUnpostedRange(db: D1Database, fromUserId: number, users: number): Promise<PayableRangeSum> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(${UNPOSTED_XAF_SQL}), 0) AS unposted,
              (SELECT COALESCE(MAX(id), 0) FROM ledger_transfers) AS through,
              (SELECT MIN(user_id) FROM investments WHERE user_id >= CAST(?1 AS INTEGER) + CAST(?2 AS INTEGER)) AS next
         FROM investments i WHERE i.user_id >= CAST(?1 AS INTEGER) AND i.user_id < CAST(?1 AS INTEGER) + CAST(?2 AS INTEGER)`,
    )
    .bind(fromUserId, users)
    .first<{ unposted: number; through: number; next: number | null }>();
  return { fromUserId, unpostedXaf: row!.unposted, throughTransferId: row!.through, nextUserId: row!.next };
}

/** Step 2: the payable's balance with the newest transfer id, in one statement. */
export async function readPayableBalance(db: D1Database): Promise<PayableBalance> {
  const row = await db
    .prepare(
      `SELECT COALESCE((SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_payable'), 0) AS balance,
              (SELECT COALESCE(MAX(id), 0) FROM ledger_transfers) AS through`,
    )
    .first<{ balance: number; through: number }>();
  return { balanceXaf: row!.balance, throughTransferId: row!.through };
}

/**
 * Step 3, one page: the transfers with id in (afterId, toId] that moved the payable. `sums` are
 * the ranges' sums, each `users` wide and aligned on a multiple of it, so a posting's range is
 * its user id divided by `users`, found in O(1) in a JSON object keyed by that number.
 */
export async function payableMovesBetween(
  db: D1Database,
  sums: PayableRangeSum[],
  users: number,
  afterId: number,
  toId: number,
): Promise<PayableMoves> {
  const throughs = JSON.stringify(Object.fromEntries(sums.map((s) => [Math.floor(s.fromUserId / users), s.throughTransferId])));
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN t.kind = 'return_posting'
                                 AND t.id > json_extract(?1, '$."' || (t.user_id / CAST(?2 AS INTEGER)) || '"') THEN t.amount_xaf END), 0) AS posted,
              COUNT(CASE WHEN t.kind = 'return_accrual' THEN 1 END) AS accruals
         FROM ledger_transfers t
        WHERE t.id > ?3 AND t.id <= ?4 AND t.kind IN ('return_posting', 'return_accrual')`,
    )
    .bind(throughs, users, afterId, toId)
    .first<{ posted: number; accruals: number }>();
  return { postedAfterXaf: row!.posted, accruals: row!.accruals };
}

/**
 * Checks `returns_payable` against the unposted returns in bounded steps through `run` (see the
 * module) and answers the verdict. Reads only; throws what D1 throws.
 */
export async function checkPayable(
  db: D1Database,
  run: StepRunner,
  limits: PayableCheckLimits = PAYABLE_CHECK_LIMITS,
): Promise<PayableVerdict> {
  const { usersPerStep: users, transfersPerStep } = limits;
  const sums: PayableRangeSum[] = [];
  for (let from: number | null = 0; from !== null; ) {
    const at: number = from;
    const sum: PayableRangeSum = await run(`books payable users ${at}`, () => sumUnpostedRange(db, at, users));
    sums.push(sum);
    from = sum.nextUserId === null ? null : Math.floor(sum.nextUserId / users) * users;
  }
  const balance = await run("books payable balance", () => readPayableBalance(db));
  let postedAfterXaf = 0;
  let accruals = 0;
  for (let after = sums[0]!.throughTransferId; after < balance.throughTransferId; after += transfersPerStep) {
    const to = Math.min(after + transfersPerStep, balance.throughTransferId);
    const moves = await run(`books payable moves ${after}`, () => payableMovesBetween(db, sums, users, after, to));
    postedAfterXaf += moves.postedAfterXaf;
    accruals += moves.accruals;
  }
  const unpostedXaf = sums.reduce((total, s) => total + s.unpostedXaf, 0) - postedAfterXaf;
  const outcome = accruals > 0 ? "not_conclusive" : unpostedXaf === balance.balanceXaf ? "agrees" : "differs";
  return { outcome, balanceXaf: balance.balanceXaf, unpostedXaf, throughTransferId: balance.throughTransferId };
}

/**
 * The full form, for tests after every scenario and benches only (it reads every investment):
 * the payable's balance and how far it is from the sum of the unposted returns, XAF.
 */
export async function payableDifference(db: D1Database): Promise<{ balanceXaf: number; differenceXaf: number }> {
  const row = await db
    .prepare(
      `SELECT COALESCE((SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_payable'), 0) AS balance,
              (SELECT COALESCE(SUM(${UNPOSTED_XAF_SQL}), 0) FROM investments i) AS unposted`,
    )
    .first<{ balance: number; unposted: number }>();
  return { balanceXaf: row!.balance, differenceXaf: row!.balance - row!.unposted };
}
