/**
 * An investor's returns accrued and not yet posted, as a proof of liabilities' record counts
 * them (docs/proof-of-liabilities.md, docs/product-rules.md#proof-of-liabilities, TRN-5;
 * RET-8). The record of Africa/Douala day D is taken after the daily run settled every day
 * through D. What was accrued and unposted then is what is unposted now (UNPOSTED_XAF_SQL, the
 * one definition), plus what was posted since, less what the days after D accrued: each
 * investment's aggregate days after D (days start_day + legacy_days + 1 .. start_day +
 * accrued_days, decision 0042) not covered by a pause span, times its daily return. The
 * postings since are not subtracted from the accounts' figure (balances.ts), so they are not
 * added here: a posting moves nothing in the leaf. Legacy days are posted (`daily_return`
 * transfers), so they never count here. Stable: later settlements and postings leave the
 * answer for D unchanged, so a proof asked for days later finds the same leaf. Read per
 * investor by the `investments_user` index and the pause spans' primary key.
 */
import { UNPOSTED_XAF_SQL } from "../ledger/transfers/returns";

/**
 * SQL: the aggregate paid days of investment `i` after day `daySql` (YYYY-MM-DD), already
 * settled. At most `paid_days`: before the switch (migration 0042) every settled day is a legacy
 * day while `legacy_days` and `paid_days` still read 0, and none of them counts here.
 */
const PAID_AFTER_SQL = (daySql: string) => `MIN(i.paid_days, MAX(0, i.accrued_days - MAX(i.legacy_days,
    CAST(julianday(${daySql}) - julianday(i.start_day) AS INTEGER)))
  - COALESCE((SELECT CAST(SUM(MAX(0, julianday(p.last_day) - MAX(julianday(p.first_day), julianday(${daySql}, '+1 day')) + 1)) AS INTEGER)
                FROM accrual_pauses p WHERE p.investment_id = i.id AND p.last_day > ${daySql}), 0))`;

/**
 * SQL: the returns of the user whose id is the SQL expression `userIdSql` accrued through day
 * `daySql` and not posted now, XAF (see the module; 0 without investments).
 */
export function unpostedThroughDaySql(userIdSql: string, daySql: string): string {
  return `(SELECT COALESCE(SUM(${UNPOSTED_XAF_SQL} - i.daily_return_xaf * ${PAID_AFTER_SQL(daySql)}), 0)
    FROM investments i WHERE i.user_id = ${userIdSql})`;
}
