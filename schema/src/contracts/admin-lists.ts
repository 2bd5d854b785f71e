/**
 * The admin lists' paging contract (docs/product-rules.md#admin-lists): every list of the
 * admin panel (users, deposit verifications, withdrawals, investments, audit log) answers
 * one page at a time, newest first, with the counts of the whole filtered set, so badges,
 * sub-tab counts and totals stay exact at any size and no list is silently capped.
 *
 * A page is read by keyset: `cursor` is the last row's id of the previous page (its
 * `nextCursor`), and the next page holds the rows with smaller ids. Filters are query
 * parameters; a bad cursor, limit or filter value is a 400 naming the parameter.
 */
import { z } from "zod/mini";

/** Rows per page unless `limit` says otherwise. */
export const ADMIN_PAGE_SIZE = 50;
/** The largest `limit` a client may ask for. */
export const ADMIN_PAGE_MAX = 200;

/**
 * Counts are exact up to this many rows; beyond it a count reads `LIST_COUNT_CAP + 1` and the
 * panel shows "10,000+", so no request counts a whole table (docs/product-rules.md#admin-lists, LST-2).
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * One page of an admin list. `total` is how many rows match every filter (the status
 * included); `counts` holds, for each status, how many rows match the other filters,
 * so the sub-tabs show their counts whichever is open. Each count stops at
 * `LIST_COUNT_CAP + 1` ("more than 10,000").
 */
export interface AdminPage<T, S extends string = never> {
  items: T[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  total: number;
  counts: Record<S, number>;
}

const cursor = z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, "cursor must be the nextCursor of a previous page")));

const limit = z.optional(
  z
    .pipe(
      z.string().check(z.regex(/^[1-9][0-9]{0,2}$/, `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}`)),
      z.transform(Number),
    )
    .check(z.refine((n) => n <= ADMIN_PAGE_MAX, `limit must be at most ${ADMIN_PAGE_MAX}`)),
);

/** Search text of any length and any characters, matched on the search index (LST-4, LST-6); spaces around it do not count. */
const q = z.optional(z.string());

function listQuery<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    q,
    cursor,
    limit,
    status: z.optional(z.enum(statuses, `status must be one of ${statuses.join(", ")}`)),
  });
}

export const USER_LIST_STATUSES = ["active", "suspended"] as const;
export const DEPOSIT_LIST_STATUSES = ["pending", "approved", "rejected"] as const;
export const WITHDRAWAL_LIST_STATUSES = ["pending", "completed", "failed"] as const;
export const INVESTMENT_LIST_STATUSES = ["active", "finished"] as const;

/** GET /api/admin/users?q=&status=&cursor=&limit= (q: name, phone or referral code). */
export const userListQuery = listQuery(USER_LIST_STATUSES);
/** GET /api/admin/deposit-verifications?q=&status=... (q: investor, phone, sender or transaction id). */
export const depositListQuery = listQuery(DEPOSIT_LIST_STATUSES);
/** GET /api/admin/withdrawals?q=&status=... (q: account name or number, investor name or phone). */
export const withdrawalListQuery = listQuery(WITHDRAWAL_LIST_STATUSES);
/** GET /api/admin/investments?q=&status=... (q: investor name or phone, card name). */
export const investmentListQuery = listQuery(INVESTMENT_LIST_STATUSES);
/** GET /api/admin/operations/failed-jobs?status=&cursor=&limit= (q is not read: the list is short). */
export const failedJobListQuery = listQuery(["open", "resent"] as const);
/** GET /api/admin/operations/alerts?status=open|acknowledged&cursor=&limit= (OPS-5). */
export const ownerAlertListQuery = listQuery(["open", "acknowledged"] as const);
/** GET /api/admin/announcements?cursor=&limit= (newest first; no filter: staff write few). */
export const announcementListQuery = z.object({ cursor, limit });
/** GET /api/admin/audit-log?q=&cursor=&limit= (q: admin, action, target or detail). */
export const auditListQuery = z.object({ q, cursor, limit });

export type UserListQuery = z.infer<typeof userListQuery>;
export type DepositListQuery = z.infer<typeof depositListQuery>;
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;
export type InvestmentListQuery = z.infer<typeof investmentListQuery>;
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** The filters every list reads, whatever its statuses. */
export interface ListFilter<S extends string = string> {
  q?: string;
  cursor?: string;
  limit?: number;
  status?: S;
}
