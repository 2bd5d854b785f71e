/**
 * GET /api/health (docs/product-rules.md#operations, OPS-3): what an uptime monitor pages on.
 * Each check reads a few rows by an index (the newest liabilities record, the newest books
 * check, the oldest open payment per state, the open failed jobs up to a cap), so the answer
 * costs the same at any size. 200 when every check passes, else 503 naming the failing ones.
 */
import { OPEN_PAYMENT_STATUSES } from "@app/schema/contracts/payments";
import type { HealthView } from "@app/schema/contracts/operations";
import { doualaDay } from "../../lib/douala-date";
import { LIST_COUNT_CAP } from "@app/schema/contracts/admin-lists";

/** A daily run publishes yesterday's record soon after midnight; a record older than this many days is late. */
const LATE_AFTER_DAYS = 2;

const HEALTH_SQL = `SELECT
   (SELECT day FROM liability_records WHERE status = 'published' ORDER BY day DESC LIMIT 1) AS last_day,
   (SELECT created_at FROM users ORDER BY id LIMIT 1) AS first_user_at,
   (SELECT balanced FROM book_checks ORDER BY id DESC LIMIT 1) AS balanced,
   (SELECT MIN(at) FROM (${OPEN_PAYMENT_STATUSES.map(
     (s) => `SELECT * FROM (SELECT created_at AS at FROM payments WHERE status = '${s}' ORDER BY seq LIMIT 1)`,
   ).join(" UNION ALL ")})) AS oldest_open,
   (SELECT COUNT(*) FROM (SELECT 1 FROM failed_jobs WHERE state = 'open' LIMIT ${LIST_COUNT_CAP + 1})) AS failed_jobs`;

type Row = {
  last_day: string | null;
  first_user_at: string | null;
  balanced: number | null;
  oldest_open: string | null;
  failed_jobs: number;
};

/** The Africa/Douala day `days` before `day` ("YYYY-MM-DD"). */
function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The health of the platform at `now`; never throws (an unreachable D1 is a failing check). */
export async function health(db: D1Database, now = Date.now()): Promise<HealthView> {
  let row: Row | null;
  try {
    row = await db.prepare(HEALTH_SQL).first<Row>();
  } catch (err) {
    console.error(JSON.stringify({ job: "health", error: String(err) }));
    row = null;
  }
  if (!row) {
    const checks: HealthView["checks"] = {
      database: "unreachable",
      lastDailyRunDay: null,
      dailyRun: "late",
      books: "unchecked",
      oldestOpenPaymentAt: null,
      failedJobs: 0,
    };
    return { status: "failing", checks, failing: ["database"] };
  }
  const dueSince = daysBefore(doualaDay(now), LATE_AFTER_DAYS);
  // No record yet is late only once the platform has had users for longer than a run's delay.
  const late = row.last_day
    ? row.last_day < dueSince
    : row.first_user_at !== null && doualaDay(new Date(row.first_user_at)) < dueSince;
  const checks: HealthView["checks"] = {
    database: "ok",
    lastDailyRunDay: row.last_day,
    dailyRun: late ? "late" : "ok",
    books: row.balanced === null ? "unchecked" : row.balanced ? "balanced" : "unbalanced",
    oldestOpenPaymentAt: row.oldest_open,
    failedJobs: row.failed_jobs,
  };
  const failing = [
    ...(late ? ["dailyRun"] : []),
    ...(checks.books === "unbalanced" ? ["books"] : []),
    ...(row.failed_jobs > 0 ? ["failedJobs"] : []),
  ];
  return { status: failing.length ? "failing" : "ok", checks, failing };
}
