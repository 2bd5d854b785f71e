/**
 * The steps of the money-workflows property test (docs/product-rules.md#corrections, LED-10,
 * LED-11; #ledger): its fixtures (a card, the admin and the checker, the simulated clock),
 * each drawn operation run through the services and checked against the model, the cron's
 * returns and maturities taken into the model, and the balances compared with it. Amounts
 * are whole XAF.
 */
import { unpostedReturnsSql } from "../src/ledger/transfers/returns";
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { MIN_REASON_CHARS, userUpdateInput } from "@app/schema/contracts/admin";
import { visibleLength } from "@app/schema/contracts/field-text";
import { dailyRun } from "../src/cron/credit-daily-returns";
import { doualaDay } from "../src/lib/douala-date";
import type { ApiError } from "../src/lib/api-error";
import { updateUser } from "../src/services/users/profile-edit";
import { carryOut } from "../src/services/approvals/carry-out";
import { approve } from "../src/services/approvals/decide";
import type { AdminRow } from "../src/services/admins/accounts";
import { decideDepositVerification } from "../src/services/deposits/decide";
import { submitDepositVerification } from "../src/services/deposits/verifications";
import { invest } from "../src/services/investments/invest";
import { moveReferralToPrincipal } from "../src/services/referrals/referral-balance";
import { fundReserve } from "../src/services/reserve/reserve";
import { USER_SELECT, type UserRow } from "../src/services/users/accounts";
import { decideWithdrawal } from "../src/services/withdrawals/decide";
import { requestWithdrawal } from "../src/services/withdrawals/request";
import { sqlUser } from "./payout-numbers";
import {
  CARD_XAF,
  DAILY_XAF,
  DAY_MS,
  daysBetween,
  REASONS,
  type Simple,
  TERM_DAYS,
  type UserModel,
  type World,
} from "./money-workflows-model";

export const db = () => env.DB;
let cardId = 0;
let admin: AdminRow;
/** The second admin, who approves the first one's balance changes. */
let checker: AdminRow;
let seq = 0;
/** The simulated clock, noon in Douala; it only moves forward, across runs too. */
let clock = Date.parse(`${doualaDay()}T12:00:00+01:00`);

/** Moves the simulated clock `days` days forward. */
export function advanceClock(days: number): void {
  clock += days * DAY_MS;
}

/** Makes the card, the admin and the checker the runs use (once per file). */
export async function setUpFixtures(): Promise<void> {
  cardId = (await db()
    .prepare(
      `INSERT INTO investment_cards (collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf, duration_days)
       VALUES ('c', 'Prop card', 'd', 'h', '/a.svg', ${CARD_XAF}, ${DAILY_XAF}, ${TERM_DAYS}) RETURNING id`,
    )
    .first<{ id: number }>())!.id;
  admin = (await db()
    .prepare("INSERT INTO admins (username, password_hash) VALUES ('workflow-prop', 'x') RETURNING *")
    .first<AdminRow>())!;
  checker = (await db()
    .prepare("INSERT INTO admins (username, password_hash, role) VALUES ('workflow-checker', 'x', 'finance') RETURNING *")
    .first<AdminRow>())!;
  // The model holds no reserve: fund it once for every run, so a purchase is never refused for
  // its return (RES-4) by what earlier runs' random funding happened to leave.
  await fundReserve(db(), admin, 100_000_000, "property test reserve", crypto.randomUUID());
}

/** A user made directly in SQL with their four accounts (this test is about money, not passwords). */
export async function newUser(): Promise<number> {
  seq += 1;
  return sqlUser({ fullName: "Prop User", phone: `69${String(seq).padStart(7, "0")}`, referralCode: `W${seq}` });
}

export const userRow = async (id: number) => (await db().prepare(`${USER_SELECT} WHERE u.id = ?`).bind(id).first<UserRow>())!;

type Outcome = { ok: true } | { ok: false; code: string };
const outcome = (p: Promise<unknown>): Promise<Outcome> =>
  p.then(
    () => ({ ok: true }) as const,
    (e: ApiError) => {
      if (!e?.code) throw e;
      return { ok: false, code: e.code } as const;
    },
  );

/** Runs one simple op; `exact` says whether the model can predict its outcome (sequential). */
export async function runSimple(w: World, op: Simple, exact: boolean): Promise<void> {
  const codes = (allowed: string[], o: Outcome) => {
    if (!o.ok) expect(allowed, JSON.stringify(op)).toContain(o.code);
  };
  if (op.t === "edit") {
    const m = w.model[op.u]!;
    const user = await userRow(w.users[op.u]!);
    const body: Record<string, unknown> = {
      fullName: op.name ? `Prop User ${seq}` : user.full_name,
      phone: user.phone,
      mobileMoneyService: user.mobile_money_service,
      isActive: true,
      reason: REASONS[op.reason],
    };
    const moves: { kind: "principal" | "referral"; seen: number; to: number }[] = [];
    for (const kind of ["principal", "referral"] as const) {
      const e = op[kind];
      if (!e) continue;
      const seen = m[kind] + e.stale;
      const to = Math.max(0, seen + e.delta);
      body[`${kind}Balance`] = String(to);
      body[`expected${kind === "principal" ? "Principal" : "Referral"}Balance`] = e.decimals ? `${seen}.00` : String(seen);
      if (to !== seen) moves.push({ kind, seen, to });
    }
    const parsed = userUpdateInput.safeParse(body);
    const reasonOk = visibleLength(String(REASONS[op.reason] ?? "")) >= MIN_REASON_CHARS;
    if (!parsed.success) {
      // Only a balance change without a readable reason is refused by the contract here.
      expect(moves.length > 0 && !reasonOk, JSON.stringify(body)).toBe(true);
      return;
    }
    expect(moves.length === 0 || reasonOk).toBe(true);
    // A balance change is a proposal; the second admin approves it at once (docs/product-rules.md#approvals).
    const o = await outcome(
      updateUser(db(), admin, w.users[op.u]!, parsed.data).then(({ proposals: [proposal] }) =>
        proposal ? approve(env, checker, proposal.approvalId, carryOut(db(), proposal.approvalId)) : null,
      ),
    );
    if (exact) {
      const stale = moves.some((mv) => mv.seen !== m[mv.kind]);
      expect(o, JSON.stringify(body)).toEqual(stale ? { ok: false, code: "balance_changed" } : { ok: true });
    } else codes(["balance_changed"], o);
    if (o.ok) for (const mv of moves) m[mv.kind] += mv.to - mv.seen;
  } else if (op.t === "submit") {
    const pendingBefore = w.pendingCount[op.u]!;
    const submittedBefore = w.submitted[op.u]!;
    const o = await outcome(
      submitDepositVerification(db(), await userRow(w.users[op.u]!), {
        depositName: "Prop Payer",
        userName: "690000000",
        amount: op.amount,
        paymentMethod: op.amount % 200 === 0 ? "MTN" : "Orange",
        transactionId: `PT${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`,
      }).then((r) => {
        w.deposits.push({ id: r.id, u: op.u, amount: op.amount });
        w.pendingCount[op.u]! += 1;
        w.submitted[op.u]! += 1;
      }),
    );
    if (exact) {
      const expected =
        pendingBefore >= 5
          ? { ok: false, code: "too_many_pending" }
          : submittedBefore >= 20
            ? { ok: false, code: "daily_limit_reached" }
            : { ok: true };
      expect(o).toEqual(expected);
    }
    codes(["too_many_pending", "daily_limit_reached"], o);
    // Never more than 5 pending, whatever raced.
    expect(w.pendingCount[op.u]).toBeLessThanOrEqual(5);
  } else if (op.t === "decideDeposit") {
    if (w.deposits.length === 0) return;
    const d = w.deposits[op.pick % w.deposits.length]!;
    const amount = op.corrected ?? d.amount;
    const o = await outcome(
      decideDepositVerification(db(), admin, d.id, {
        status: op.approve ? "approved" : "rejected",
        ...(op.corrected !== null ? { amount: op.corrected } : {}),
      }),
    );
    if (exact) expect(o).toEqual({ ok: true });
    codes(["already_decided"], o);
    if (o.ok) {
      w.deposits.splice(w.deposits.indexOf(d), 1);
      w.pendingCount[d.u]! -= 1;
      if (op.approve) w.model[d.u]!.principal += amount;
    }
  } else if (op.t === "withdraw") {
    const m = w.model[op.u]!;
    const enough = m.principal >= op.amount;
    const u = await userRow(w.users[op.u]!);
    const o = await outcome(
      requestWithdrawal(db(), u, {
        accountName: "Prop User",
        accountNumber: u.phone!,
        paymentMethod: "MTN Mobile Money",
        amount: op.amount,
      }).then((r) => {
        w.withdrawals.push({ id: r.id, u: op.u, amount: op.amount });
      }),
    );
    if (exact) expect(o).toEqual(enough ? { ok: true } : { ok: false, code: "insufficient_balance" });
    codes(["insufficient_balance"], o);
    if (o.ok) {
      m.principal -= op.amount;
      m.withdrawal_hold += op.amount;
    }
  } else if (op.t === "decideWithdrawal") {
    if (w.withdrawals.length === 0) return;
    const r = w.withdrawals[op.pick % w.withdrawals.length]!;
    const o = await outcome(decideWithdrawal(db(), admin, r.id, op.approve ? "approve" : "reject", undefined));
    if (exact) expect(o).toEqual({ ok: true });
    codes(["already_decided"], o);
    if (o.ok) {
      w.withdrawals.splice(w.withdrawals.indexOf(r), 1);
      w.model[r.u]!.withdrawal_hold -= r.amount;
      if (!op.approve) w.model[r.u]!.principal += r.amount;
    }
  } else if (op.t === "invest") {
    const m = w.model[op.u]!;
    const enough = m.principal >= CARD_XAF;
    const startDay = doualaDay(new Date(clock));
    const o = await outcome(invest(db(), await userRow(w.users[op.u]!), cardId, startDay));
    if (exact) expect(o).toEqual(enough ? { ok: true } : { ok: false, code: "insufficient_balance" });
    codes(["insufficient_balance"], o);
    if (o.ok) {
      m.principal -= CARD_XAF;
      m.invested += CARD_XAF;
      w.investments.push({ u: op.u, startDay, matured: false });
    }
  } else if (op.t === "moveReferral") {
    const { movedXaf } = await moveReferralToPrincipal(db(), await userRow(w.users[op.u]!));
    const m = w.model[op.u]!;
    if (exact) expect(movedXaf).toBe(m.referral);
    m.referral -= movedXaf;
    m.principal += movedXaf;
  } else if (op.t === "fund") {
    await fundReserve(db(), admin, op.amount, "property test funding", crypto.randomUUID());
  } else {
    // The daily run's money part (returns, maturity, bonuses, the books check), inline: the
    // Workflow around it, with the reconciliation and the pushes, is tested in
    // cron/daily-run-bounds.test.ts; an instance, and a reconciliation's pages, per step here
    // cost a minute and filled the local queue.
    await dailyRun(env.DB, new Date(clock));
  }
}

/**
 * Returns paid to each user so far, posted or accrued (RET-8): their investments' paid days,
 * which the settling statement counts with the aggregate transfer in one batch (the cron
 * decides which days the reserve covers).
 */
export async function returnsPaid(users: number[]): Promise<number[]> {
  const { results } = await db()
    .prepare(
      `SELECT user_id AS u, SUM(paid_days * daily_return_xaf) AS n FROM investments
        WHERE user_id IN (${users.map(() => "?").join(",")}) GROUP BY user_id`,
    )
    .bind(...users)
    .all<{ u: number; n: number }>();
  return users.map((u) => results.find((r) => r.u === u)?.n ?? 0);
}

/**
 * After anything that may have run the cron: maturities are exactly the model's (an
 * investment matures once its Douala date reaches start + term), and returns are whole
 * days, never more than the days elapsed, taken from the ledger into the model.
 */
export async function settleCron(w: World, paidBefore: number[]): Promise<void> {
  const today = doualaDay(new Date(clock));
  for (const inv of w.investments) {
    if (!inv.matured && daysBetween(inv.startDay, today) >= TERM_DAYS) {
      inv.matured = true;
      w.model[inv.u]!.invested -= CARD_XAF;
      w.model[inv.u]!.principal += CARD_XAF;
    }
  }
  const paidNow = await returnsPaid(w.users);
  for (const i of w.users.keys()) {
    const paid = paidNow[i]!;
    const delta = paid - paidBefore[i]!;
    expect(delta).toBeGreaterThanOrEqual(0);
    expect(delta % DAILY_XAF).toBe(0);
    const mostDays = w.investments
      .filter((inv) => inv.u === i)
      .reduce((n, inv) => n + Math.min(TERM_DAYS, Math.max(0, daysBetween(inv.startDay, today))), 0);
    expect(paid).toBeLessThanOrEqual(mostDays * DAILY_XAF);
    w.model[i]!.principal += delta;
  }
}

/** Every user's balances equal the model's; a principal as the investor sees it, with its accrued returns (RET-8). */
export async function expectModel(w: World, step: unknown): Promise<void> {
  const { results } = await db()
    .prepare(
      `SELECT a.user_id AS u, a.kind, a.balance_xaf + CASE WHEN a.kind = 'principal' THEN ${unpostedReturnsSql("a.user_id")} ELSE 0 END AS b
         FROM ledger_accounts a WHERE a.user_id IN (${w.users.map(() => "?").join(",")})`,
    )
    .bind(...w.users)
    .all<{ u: number; kind: keyof UserModel; b: number }>();
  const actual = w.users.map((u) => {
    const out: UserModel = { principal: 0, referral: 0, invested: 0, withdrawal_hold: 0 };
    for (const r of results) if (r.u === u) out[r.kind] = r.b;
    return out;
  });
  expect(actual, JSON.stringify(step)).toEqual(w.model);
}
