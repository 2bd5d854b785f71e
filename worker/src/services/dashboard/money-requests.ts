/**
 * The investor's own requests to move money, in one list (docs/product-rules.md#money-status,
 * MST-1, MST-3): deposit verifications, automatic deposits (failed ones included) and
 * withdrawal requests with their payout, newest first by creation, paged by a keyset
 * cursor (creation instant, kind, row). One statement: each kind is read by its index on
 * the user, at most a page of it, and the three are merged; so the dashboard's batch can
 * carry the first page (MST-4) and GET /api/user/money-requests the older ones.
 * Amounts in the answer are decimal strings of whole XAF; `now` dates a pending request's
 * next step (`nextProcessingStart`).
 */
import {
  MONEY_REQUESTS_PAGE_SIZE,
  type MoneyRequest,
  type MoneyRequestsPage,
  type OwnAutomaticDeposit,
  type OwnDepositVerification,
  type OwnWithdrawal,
} from "@app/schema/contracts/money-requests";
import { xafToDecimalString } from "@app/schema/money";
import { nextProcessingStart } from "@app/schema/processing-hours";
import type { ProjectedRow } from "../../lib/sql-projection";
import { withdrawalPayout } from "../payments/payout-summary";

/** Each kind's rank in the order (a tie on the instant): 1 verification, 2 automatic deposit, 3 withdrawal. */
const RANK = { verification: 1, payment: 2, withdrawal: 3 } as const;

/** Above every real key: the newest page starts below it. */
const TOP = { createdAt: "9999-12-31T23:59:59.999Z", rank: 9, seq: 0 };

/**
 * One page (?1 user; ?2, ?3, ?4 the cursor's instant, rank and row; ?5 how many), every
 * kind spelled in the same columns. Each branch reads by its user index
 * (`deposit_verifications_user_created`, `payments_user`, `withdrawal_requests_user`) and
 * keeps at most ?5 rows before the merge.
 */
export const MONEY_REQUESTS_SQL = `SELECT * FROM (
  SELECT * FROM (SELECT ${RANK.verification} AS rank, v.id AS seq, v.created_at, v.amount_xaf, v.payment_method AS method, v.status,
          v.admin_notes, v.decided_at, v.transaction_id, NULL AS fee_xaf, NULL AS account_number, NULL AS payment_id,
          NULL AS reference, NULL AS phone, NULL AS operator_reference, NULL AS failure_code, NULL AS updated_at,
          NULL AS payout_status, NULL AS payout_reference, NULL AS payout_operator_reference, NULL AS payout_failure_code
     FROM deposit_verifications v
    WHERE v.user_id = ?1 AND v.created_at <= ?2 AND (v.created_at, ${RANK.verification}, v.id) < (?2, ?3, ?4)
    ORDER BY v.created_at DESC, v.id DESC LIMIT ?5)
  UNION ALL
  SELECT * FROM (SELECT ${RANK.payment}, d.seq, d.created_at, d.amount_xaf, d.payment_method, d.status,
          NULL, NULL, NULL, NULL, NULL, d.id, d.reference, d.phone, d.operator_reference, d.failure_code, d.updated_at,
          NULL, NULL, NULL, NULL
     FROM payments d
    WHERE d.user_id = ?1 AND d.direction = 'deposit' AND d.created_at <= ?2 AND (d.created_at, ${RANK.payment}, d.seq) < (?2, ?3, ?4)
    ORDER BY d.created_at DESC, d.seq DESC LIMIT ?5)
  UNION ALL
  SELECT * FROM (SELECT ${RANK.withdrawal}, w.id, w.created_at, w.amount_xaf, w.payment_method, w.status,
          w.admin_notes, w.decided_at, NULL, w.fee_xaf, w.account_number, NULL, NULL, NULL, NULL, NULL, NULL,
          ${withdrawalPayout.columns}
     FROM withdrawal_requests w ${withdrawalPayout.joins}
    WHERE w.user_id = ?1 AND w.created_at <= ?2 AND (w.created_at, ${RANK.withdrawal}, w.id) < (?2, ?3, ?4)
    ORDER BY w.created_at DESC, w.id DESC LIMIT ?5)
) ORDER BY created_at DESC, rank DESC, seq DESC LIMIT ?5`;

/** A row of MONEY_REQUESTS_SQL: the columns of its kind are set, the others null. */
export type MoneyRequestRow = {
  rank: 1 | 2 | 3;
  seq: number;
  created_at: string;
  amount_xaf: number;
  method: string;
  status: string;
  admin_notes: string | null;
  decided_at: string | null;
  transaction_id: string | null;
  fee_xaf: number | null;
  account_number: string | null;
  payment_id: string | null;
  reference: string | null;
  phone: string | null;
  operator_reference: string | null;
  failure_code: string | null;
  updated_at: string | null;
} & ProjectedRow<typeof withdrawalPayout>;

/** `cursor` (checked by `moneyRequestsQuery`) as the SQL's ?2, ?3, ?4; none: the newest page. */
function keyOf(cursor: string | undefined): [string, number, number] {
  if (!cursor) return [TOP.createdAt, TOP.rank, TOP.seq];
  const [createdAt, rank, seq] = cursor.split("_");
  return [createdAt!, Number(rank), Number(seq)];
}

/** The query and its parameters (EXPLAIN QUERY PLAN in the tests reads the same). */
export function moneyRequestsQuery(userId: number, cursor?: string, size = MONEY_REQUESTS_PAGE_SIZE) {
  return { sql: MONEY_REQUESTS_SQL, params: [userId, ...keyOf(cursor), size + 1] };
}

/** One page as a statement, for a batch (the dashboard's) or alone. */
export function moneyRequestsStatement(db: D1Database, userId: number, cursor?: string, size = MONEY_REQUESTS_PAGE_SIZE) {
  const q = moneyRequestsQuery(userId, cursor, size);
  return db.prepare(q.sql).bind(...q.params);
}

const nextStep = (status: string, now: Date) => (status === "pending" ? nextProcessingStart(now).toISOString() : null);

function toRequest(r: MoneyRequestRow, now: Date): MoneyRequest {
  const common = { amount: xafToDecimalString(r.amount_xaf), createdAt: r.created_at };
  if (r.rank === RANK.verification) {
    const status = r.status as OwnDepositVerification["status"];
    return {
      kind: "deposit_verification",
      type: "deposit",
      id: r.seq,
      transactionId: r.transaction_id!,
      ...common,
      paymentMethod: r.method as OwnDepositVerification["paymentMethod"],
      status,
      adminNote: r.admin_notes,
      decidedAt: r.decided_at,
      nextStepAt: nextStep(status, now),
    };
  }
  if (r.rank === RANK.payment) {
    const status = r.status as OwnAutomaticDeposit["status"];
    return {
      kind: "automatic_deposit",
      type: "deposit",
      id: r.payment_id!,
      reference: r.reference!,
      ...common,
      paymentMethod: r.method as OwnAutomaticDeposit["paymentMethod"],
      phone: r.phone!,
      status,
      operatorReference: r.operator_reference,
      failureCode: status === "failed" ? r.failure_code : null,
      updatedAt: r.updated_at!,
    };
  }
  const status = r.status as OwnWithdrawal["status"];
  return {
    kind: "withdrawal",
    type: "withdrawal",
    id: r.seq,
    ...common,
    fee: xafToDecimalString(r.fee_xaf!),
    amountToReceive: xafToDecimalString(r.amount_xaf - r.fee_xaf!),
    paymentMethod: r.method as OwnWithdrawal["paymentMethod"],
    accountNumber: r.account_number!,
    status,
    adminNote: r.admin_notes,
    decidedAt: r.decided_at,
    nextStepAt: nextStep(status, now),
    payout: withdrawalPayout.read(r),
  };
}

/** The page from the statement's rows (it reads one more than a page, to know whether older ones exist). */
export function toMoneyRequestsPage(rows: MoneyRequestRow[], now: Date, size = MONEY_REQUESTS_PAGE_SIZE): MoneyRequestsPage {
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    requests: page.map((r) => toRequest(r, now)),
    nextCursor: rows.length > size && last ? `${last.created_at}_${last.rank}_${last.seq}` : null,
  };
}

/** GET /api/user/money-requests?cursor=: one page of the user's requests (the cursor checked by the contract). */
export async function moneyRequestsPage(
  db: D1Database,
  userId: number,
  cursor: string | undefined,
  now = new Date(),
): Promise<MoneyRequestsPage> {
  const { results } = await moneyRequestsStatement(db, userId, cursor).all<MoneyRequestRow>();
  return toMoneyRequestsPage(results, now);
}
