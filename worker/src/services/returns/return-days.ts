/**
 * The daily-return lines of days settled in aggregate (docs/product-rules.md#daily-returns,
 * RET-8, STM-4; docs/decisions/0042-aggregate-accruals.md): no row exists per day, so the
 * investor's history and statement compute one line per paid day from the investment, the
 * lines the `daily_return` transfers gave before: days `start_day + legacy_days + 1 ..
 * start_day + accrued_days` not covered by a pause span, each `daily_return_xaf` XAF, dated at
 * the start of the Africa/Douala day. Lines sort newest first by (day, investment id).
 * Pure functions over rows read by return-days-sql.ts; work bounded by the asked limit and the
 * user's investments and spans, never by the history's length.
 */
import { doualaDayStartUtc } from "../../lib/douala-date";

/** An investment as RETURN_INVESTMENTS_SQL reads it. */
export interface ReturnInvestment {
  id: number;
  daily_return_xaf: number;
  start_day: string;
  legacy_days: number;
  accrued_days: number;
}

/** A pause span as RETURN_PAUSES_SQL reads it (days included). */
export interface ReturnPause {
  investment_id: number;
  first_day: string;
  last_day: string;
}

/** One computed daily-return line. */
export interface ReturnLine {
  investmentId: number;
  /** The Africa/Douala day paid, YYYY-MM-DD. */
  day: string;
  /** ISO 8601 UTC instant the day began in Africa/Douala. */
  at: string;
  amountXaf: number;
  /** Negative and unique per (investment, day): an id that no transfer has. */
  id: number;
}

/** A place in the lines' order: lines after it are older (smaller day, then smaller investment id). */
export interface LinePosition {
  day: string;
  investmentId: number;
}

/** Before every line: the first page's position. */
export const LINES_TOP: LinePosition = { day: "9999-12-31", investmentId: Number.MAX_SAFE_INTEGER };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** A line's order against a position: > 0 when the line comes before (is newer than) it. */
export function compareToPosition(day: string, investmentId: number, p: LinePosition): number {
  return day === p.day ? investmentId - p.investmentId : day < p.day ? -1 : 1;
}

/** The investment's aggregate days as day numbers, and its pause spans within them, newest first. */
function ranges(inv: ReturnInvestment, pauses: ReturnPause[]) {
  const start = dayNumber(inv.start_day);
  const first = start + inv.legacy_days + 1;
  const last = start + inv.accrued_days;
  const spans = pauses
    .filter((p) => p.investment_id === inv.id)
    .map((p) => ({ first: Math.max(first, dayNumber(p.first_day)), last: Math.min(last, dayNumber(p.last_day)) }))
    .filter((s) => s.first <= s.last)
    .sort((a, b) => b.first - a.first);
  return { start, first, last, spans };
}

/** The newest day number of the investment strictly after (older than) position `p`. */
function newestAfter(inv: ReturnInvestment, p: LinePosition): number {
  if (p.day === LINES_TOP.day) return Number.POSITIVE_INFINITY;
  return dayNumber(p.day) - (inv.id < p.investmentId ? 0 : 1);
}

function lineOf(inv: ReturnInvestment, start: number, d: number): ReturnLine {
  const day = dayText(d);
  return {
    investmentId: inv.id,
    day,
    at: doualaDayStartUtc(Date.parse(`${day}T12:00:00Z`)),
    amountXaf: inv.daily_return_xaf,
    id: -(inv.id * 100_000 + (d - start)),
  };
}

/**
 * The newest paid lines older than position `p`, at most `limit` per investment, newest first.
 * Enough to fill a page of `limit - 1` lines whatever the transfers around them.
 */
export function linesBefore(invs: ReturnInvestment[], pauses: ReturnPause[], p: LinePosition, limit: number): ReturnLine[] {
  const out: ReturnLine[] = [];
  for (const inv of invs) {
    const { start, first, last, spans } = ranges(inv, pauses);
    let d = Math.min(last, newestAfter(inv, p));
    let taken = 0;
    while (d >= first && taken < limit) {
      const span = spans.find((s) => s.first <= d && d <= s.last);
      if (span) {
        d = span.first - 1;
        continue;
      }
      out.push(lineOf(inv, start, d));
      taken++;
      d--;
    }
  }
  return out.sort((a, b) => (a.day === b.day ? b.investmentId - a.investmentId : a.day < b.day ? 1 : -1));
}

/** What the paid lines newer than position `p` add up to, XAF (a statement page's balances). */
export function amountBefore(invs: ReturnInvestment[], pauses: ReturnPause[], p: LinePosition): number {
  let total = 0;
  for (const inv of invs) {
    const { first, last, spans } = ranges(inv, pauses);
    const from = Math.max(first, newestAfter(inv, p) + 1);
    if (from > last) continue;
    let days = last - from + 1;
    for (const s of spans) days -= Math.max(0, Math.min(last, s.last) - Math.max(from, s.first) + 1);
    total += days * inv.daily_return_xaf;
  }
  return total;
}

/** The position just after (older side of) a line. */
export const positionOf = (l: ReturnLine): LinePosition => ({ day: l.day, investmentId: l.investmentId });

/**
 * Merges the real entries (in their own order) with computed lines (newest first), newest
 * first, up to `limit` items: a line goes before a real entry that happened before its day began.
 */
export function mergeLines<R>(real: R[], atOf: (r: R) => string, lines: ReturnLine[], limit: number): (R | ReturnLine)[] {
  const out: (R | ReturnLine)[] = [];
  let i = 0;
  let j = 0;
  while (out.length < limit && (i < real.length || j < lines.length)) {
    const r = real[i];
    const l = lines[j];
    if (l !== undefined && (r === undefined || l.at > atOf(r))) {
      out.push(l);
      j++;
    } else {
      out.push(r as R);
      i++;
    }
  }
  return out;
}

/** Whether an item of `mergeLines` is a computed line. */
export const isReturnLine = (x: unknown): x is ReturnLine =>
  typeof x === "object" && x !== null && "investmentId" in x && "amountXaf" in x && "day" in x;
