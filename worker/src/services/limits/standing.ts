/**
 * An investor's standing against the limits of their tier (docs/product-rules.md#limits-by-tier,
 * KYC-5..KYC-8): one SELECT giving the tier, each limit and each usage, read by the view and
 * nested in the guard each money move's INSERT carries, so concurrent requests cannot pass it
 * together. Usage reads only this user's rows in the window (indexes by user).
 *
 * - deposits: manual verifications pending or approved, automatic deposits not failed;
 * - withdrawals: requests not failed (rejected);
 * - hold: principal (with the returns accrued and not yet posted, as the investor sees it,
 *   RET-8) + invested, plus the deposits still waiting (they may be credited).
 * Days are Africa/Douala days; "30 days" is the rolling window ending now.
 */
import { LIMIT_KINDS, type LimitKind } from "@app/schema/contracts/tier-limits";
import { unpostedReturnsSql } from "../../ledger/transfers/returns";
import { limitsJsonSql } from "./settings";
import { tierSql } from "./tier";

/** The instants the windows start, ISO 8601 UTC (`Date.toISOString`), interpolated as SQL literals. */
export interface Windows {
  dayStart: string;
  since30d: string;
}

/** The column of each limit's usage, and of the setting's field, in `standingSql`. */
export const LIMIT_FIELDS: Record<LimitKind, string> = {
  deposit_day: "depositDayXaf",
  deposit_30d: "deposit30dXaf",
  withdraw_day: "withdrawDayXaf",
  withdraw_30d: "withdraw30dXaf",
  hold: "holdXaf",
};

/** A row of `standingSql`: the tier, then `<kind>` (usage) and `<kind>_limit` per kind, whole XAF. */
export type StandingRow = { tier: 0 | 1 | 2 } & Record<LimitKind | `${LimitKind}_limit`, number>;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function literal(iso: string): string {
  if (!ISO.test(iso)) throw new RangeError(`not an ISO instant: ${iso}`);
  return `'${iso}'`;
}

function depositsSince(uid: string, since: string): string {
  return `(SELECT COALESCE(SUM(amount_xaf), 0) FROM deposit_verifications
             WHERE user_id = ${uid} AND created_at >= ${since} AND status <> 'rejected')
        + (SELECT COALESCE(SUM(amount_xaf), 0) FROM payments
             WHERE user_id = ${uid} AND direction = 'deposit' AND created_at >= ${since} AND status <> 'failed')`;
}

function withdrawalsSince(uid: string, since: string): string {
  return `(SELECT COALESCE(SUM(amount_xaf), 0) FROM withdrawal_requests
             WHERE user_id = ${uid} AND created_at >= ${since} AND status <> 'failed')`;
}

function held(uid: string): string {
  return `(SELECT COALESCE(SUM(balance_xaf), 0) FROM ledger_accounts
             WHERE id IN ('u' || ${uid} || ':principal', 'u' || ${uid} || ':invested'))
        + ${unpostedReturnsSql(uid)}
        + (SELECT COALESCE(SUM(amount_xaf), 0) FROM deposit_verifications WHERE user_id = ${uid} AND status = 'pending')
        + (SELECT COALESCE(SUM(amount_xaf), 0) FROM payments
             WHERE user_id = ${uid} AND direction = 'deposit' AND status NOT IN ('succeeded', 'failed'))`;
}

/** The SQL expression of each usage, for the user whose id is the SQL expression `uid`. */
function usageSql(uid: string, w: Windows): Record<LimitKind, string> {
  const day = literal(w.dayStart);
  const month = literal(w.since30d);
  return {
    deposit_day: depositsSince(uid, day),
    deposit_30d: depositsSince(uid, month),
    withdraw_day: withdrawalsSince(uid, day),
    withdraw_30d: withdrawalsSince(uid, month),
    hold: held(uid),
  };
}

/** The SQL expression of limit `kind` for tier expression `tier`. */
export function limitSql(tier: string, kind: LimitKind): string {
  return `json_extract(${limitsJsonSql()}, '$[' || ${tier} || '].${LIMIT_FIELDS[kind]}')`;
}

/**
 * The SELECT of one row (`StandingRow`) for the user whose id is the SQL expression `uid`
 * (an integer column such as `u.id`, or `CAST(?1 AS INTEGER)`).
 */
export function standingSql(uid: string, w: Windows): string {
  const usage = usageSql(uid, w);
  const cols = LIMIT_KINDS.flatMap((k) => [`${limitSql("t.tier", k)} AS ${k}_limit`, `(${usage[k]}) AS ${k}`]);
  return `SELECT t.tier, ${cols.join(",\n  ")} FROM (SELECT ${tierSql(uid)} AS tier) t`;
}

/** The limits a deposit is checked against, and a withdrawal's. */
export const DEPOSIT_LIMITS: LimitKind[] = ["deposit_day", "deposit_30d", "hold"];
export const WITHDRAWAL_LIMITS: LimitKind[] = ["withdraw_day", "withdraw_30d"];

/**
 * The SQL condition (for a money move's INSERT) that moving `amountXaf` more keeps the user
 * whose id is `uid` within each of `kinds` (KYC-6).
 */
export function withinLimitsSql(uid: string, w: Windows, kinds: LimitKind[], amountXaf: number): string {
  if (!Number.isSafeInteger(amountXaf) || amountXaf < 0) throw new RangeError(`not whole XAF: ${amountXaf}`);
  // Inline, not a FROM subquery: `uid` may name the outer row, which SQLite lets only an expression see.
  const usage = usageSql(uid, w);
  const tier = tierSql(uid);
  return `(${kinds.map((k) => `(${usage[k]}) + ${amountXaf} <= ${limitSql(tier, k)}`).join("\n AND ")})`;
}

/** The windows at `now`: the Africa/Douala day's start (`dayStartUtc`) and 30 days back. */
export function windowsAt(now: Date, dayStartUtc: string): Windows {
  return { dayStart: dayStartUtc, since30d: new Date(now.getTime() - 30 * 86_400_000).toISOString() };
}
