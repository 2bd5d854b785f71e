/**
 * The admin panel's lists, one page at a time (docs/product-rules.md#admin-lists): users,
 * deposit verifications, withdrawals, investments and the audit log, newest first, with
 * the counts (and, for withdrawals, the XAF totals) of the whole filtered set. `q` is
 * matched on the search index (`searchCondition`, LST-4 and LST-6), never by LIKE. Read
 * only; the write paths stay in their domain services.
 */
import type { AuditEntryView, AdminUserView } from "@app/schema/contracts/admin";
import {
  type AdminPage,
  DEPOSIT_LIST_STATUSES,
  INVESTMENT_LIST_STATUSES,
  type ListFilter,
  USER_LIST_STATUSES,
  WITHDRAWAL_LIST_STATUSES,
} from "@app/schema/contracts/admin-lists";
import type { DepositVerificationView } from "@app/schema/contracts/deposits";
import type { AdminInvestmentView } from "@app/schema/contracts/investments";
import type { WithdrawalView } from "@app/schema/contracts/withdrawals";
import { normaliseTransactionId } from "@app/schema/transaction-id";
import { xafToDecimalString } from "@app/schema/money";
import { type Condition, readPage, searchCondition } from "./keyset-page";
import { toAdminUserView } from "../users/staff-view";
import { type Row as DepositRow, toView as toDepositView } from "../deposits/verifications";
import { USER_SELECT, type UserRow } from "../users/accounts";
import { SELECT as WITHDRAWAL_SELECT, type Row as WithdrawalRow, toView as toWithdrawalView } from "../withdrawals/staff-view";
import type { investments } from "@app/schema/db/investments";
import type { users } from "@app/schema/db/users";
import type { SqlRow } from "../../lib/db";

type UserStatus = (typeof USER_LIST_STATUSES)[number];
type DepositStatus = (typeof DEPOSIT_LIST_STATUSES)[number];
type WithdrawalStatus = (typeof WITHDRAWAL_LIST_STATUSES)[number];
type InvestmentStatus = (typeof INVESTMENT_LIST_STATUSES)[number];

function present(...conditions: (Condition | null)[]): Condition[] {
  return conditions.filter((c): c is Condition => c !== null);
}

function mapItems<A, B, S extends string>(page: AdminPage<A, S>, map: (row: A) => B): AdminPage<B, S> {
  return { ...page, items: page.items.map(map) };
}

/** Users not erased; q matches name, referral code or phone digits. */
export async function listUsersPage(
  db: D1Database,
  filter: ListFilter<UserStatus>,
): Promise<AdminPage<AdminUserView, UserStatus>> {
  const page = await readPage<UserRow & { referred_by_name: string | null }, UserStatus>(db, {
    select: USER_SELECT.replace(
      "FROM users u",
      ", (SELECT r.full_name FROM users r WHERE r.id = u.referred_by_user_id) AS referred_by_name FROM users u",
    ),
    countFrom: "FROM users u",
    id: "u.id",
    where: present(
      { sql: "u.deleted_at IS NULL", params: [] },
      searchCondition(filter.q ?? "", {
        table: "users",
        id: "u.id",
        own: { text: ["full_name", "referral_code"], digits: ["phone"] },
      }),
    ),
    statusSql: "CASE u.is_active WHEN 1 THEN 'active' ELSE 'suspended' END",
    statuses: USER_LIST_STATUSES,
    filter,
    rowId: (row) => row.id,
  });
  return mapItems(page, (row) => ({ ...toAdminUserView(row), referredByName: row.referred_by_name }));
}

/**
 * Deposit verifications not deleted; q matches investor, sender, the typed transaction
 * id, the normalised transaction key (a lower-case or spaced id finds it) or phone digits.
 */
export async function listDepositsPage(
  db: D1Database,
  filter: ListFilter<DepositStatus>,
): Promise<AdminPage<DepositVerificationView, DepositStatus>> {
  const q = filter.q ?? "";
  const where = searchCondition(q, {
    table: "deposit_verifications",
    id: "d.id",
    own: {
      text: ["deposit_name", "user_name", "transaction_id"],
      other: { columns: ["transaction_key"], text: normaliseTransactionId(q) },
    },
    byUser: true,
  });
  const page = await readPage<DepositRow, DepositStatus>(db, {
    select: "SELECT d.*, u.full_name, u.phone FROM deposit_verifications d LEFT JOIN users u ON u.id = d.user_id",
    countFrom: "FROM deposit_verifications d",
    id: "d.id",
    where: present({ sql: "d.hidden_at IS NULL", params: [] }, where),
    statusSql: "d.status",
    statuses: DEPOSIT_LIST_STATUSES,
    filter,
    rowId: (row) => row.id,
  });
  return mapItems(page, toDepositView);
}

/** A withdrawals page also carries each status's XAF total over the filtered set. */
export interface WithdrawalPage extends AdminPage<WithdrawalView, WithdrawalStatus> {
  totalsXaf: Record<WithdrawalStatus, number>;
}

/** Withdrawal requests; q matches account name, investor name, account number or phone digits. */
export async function listWithdrawalsPage(db: D1Database, filter: ListFilter<WithdrawalStatus>): Promise<WithdrawalPage> {
  const text = searchCondition(filter.q ?? "", {
    table: "withdrawal_requests",
    id: "w.id",
    own: { text: ["account_name"], digits: ["account_number"] },
    byUser: true,
  });
  const from = "FROM withdrawal_requests w";
  const [page, totals] = await Promise.all([
    readPage<WithdrawalRow, WithdrawalStatus>(db, {
      select: WITHDRAWAL_SELECT,
      countFrom: from,
      id: "w.id",
      where: present(text),
      statusSql: "w.status",
      statuses: WITHDRAWAL_LIST_STATUSES,
      filter,
      rowId: (row) => row.id,
    }),
    db
      .prepare(`SELECT w.status AS status, SUM(w.amount_xaf) AS total ${from} WHERE ${text?.sql ?? "1"} GROUP BY 1`)
      .bind(...(text?.params ?? []))
      .all<{ status: WithdrawalStatus; total: number }>(),
  ]);
  const totalsXaf: Record<WithdrawalStatus, number> = { pending: 0, completed: 0, failed: 0 };
  for (const row of totals.results) if (row.status in totalsXaf) totalsXaf[row.status] = row.total;
  return { ...mapItems(page, toWithdrawalView), totalsXaf };
}

type InvestmentRow = Pick<
  SqlRow<typeof investments>,
  "id" | "user_id" | "card_name" | "amount_xaf" | "daily_return_xaf" | "total_earned_xaf" | "is_active" | "created_at"
> &
  Pick<SqlRow<typeof users>, "full_name" | "phone">;

/** Every investment; q matches investor name, card name or phone digits. */
export async function listInvestmentsPage(
  db: D1Database,
  filter: ListFilter<InvestmentStatus>,
): Promise<AdminPage<AdminInvestmentView, InvestmentStatus>> {
  const page = await readPage<InvestmentRow, InvestmentStatus>(db, {
    select: `SELECT i.id, i.user_id, u.full_name, u.phone, i.card_name, i.amount_xaf, i.daily_return_xaf,
                    i.total_earned_xaf, i.is_active, i.created_at
               FROM investments i LEFT JOIN users u ON u.id = i.user_id`,
    countFrom: "FROM investments i",
    id: "i.id",
    where: present(
      searchCondition(filter.q ?? "", { table: "investments", id: "i.id", own: { text: ["card_name"] }, byUser: true }),
    ),
    statusSql: "CASE i.is_active WHEN 1 THEN 'active' ELSE 'finished' END",
    statuses: INVESTMENT_LIST_STATUSES,
    filter,
    rowId: (row) => row.id,
  });
  return mapItems(page, (r) => ({
    id: r.id,
    userId: r.user_id,
    userFullName: r.full_name ?? "",
    userPhone: r.phone ?? "",
    cardName: r.card_name,
    amount: xafToDecimalString(r.amount_xaf),
    dailyReturn: xafToDecimalString(r.daily_return_xaf),
    totalEarned: xafToDecimalString(r.total_earned_xaf),
    isActive: r.is_active === 1,
    createdAt: r.created_at,
  }));
}

/** The user an audit entry is about: its target user, or the user of its deposit or withdrawal. */
const AUDIT_USER = `CASE a.target_type
    WHEN 'user' THEN CAST(a.target_id AS INTEGER)
    WHEN 'deposit_verification' THEN (SELECT user_id FROM deposit_verifications WHERE id = CAST(a.target_id AS INTEGER))
    WHEN 'withdrawal' THEN (SELECT user_id FROM withdrawal_requests WHERE id = CAST(a.target_id AS INTEGER))
  END`;

/** The audit log; q matches admin, action code, target (`user #12`) or the stored detail. */
export async function listAuditPage(db: D1Database, filter: ListFilter<never>): Promise<AdminPage<AuditEntryView>> {
  return readPage<AuditEntryView, never>(db, {
    select: `SELECT a.id, a.admin_username AS adminUsername, a.action, a.target_type AS targetType,
                    a.target_id AS targetId, a.detail, a.created_at AS createdAt, ${AUDIT_USER} AS userId,
                    (SELECT full_name FROM users WHERE id = ${AUDIT_USER}) AS userFullName
               FROM audit_log a`,
    countFrom: "FROM audit_log a",
    id: "a.id",
    where: present(
      searchCondition(filter.q ?? "", {
        table: "audit_log",
        id: "a.id",
        own: { text: ["admin_username", "action", "target", "detail"] },
      }),
    ),
    statusSql: "'all'",
    statuses: [],
    filter,
    rowId: (row) => row.id,
  });
}
