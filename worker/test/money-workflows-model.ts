/**
 * The model behind the money-workflows property test (docs/product-rules.md#corrections,
 * #ledger): the operations it draws (admin edits against fresh and stale figures with typed
 * reasons, deposit verifications and their decisions, withdrawals and theirs, investments,
 * referral moves, reserve funding, cron runs, days passing, and several at once) as
 * fast-check arbitraries, and what one run knows of each user's four balances. Amounts are
 * whole XAF.
 */
import fc from "fast-check";

export const DAY_MS = 86_400_000;
export const CARD_XAF = 5_000;
export const DAILY_XAF = 100;
export const TERM_DAYS = 2;
export const USERS = 2;

/** Reasons an admin might type: valid ones, and blank or invisible ones the server must refuse. */
export const REASONS = [
  "Refund of MTN fee",
  "Correction: double fee",
  "Re\u0301gularisation",
  "  ok  ",
  "\u200B\u200C\u200D\u2060\uFEFFab",
  "\u0001\u0002\u0003\u0004\u0005",
  "\u0301\u0301\u0301\u0301\u0301",
  "\u3164\u3164\u3164\u3164\u3164",
  "\u00A0\u00A0\u00A0\u00A0\u00A0",
  "",
  undefined,
] as const;

export type BalanceEdit = { delta: number; stale: number; decimals: boolean } | null;
export type Simple =
  | { t: "edit"; u: number; principal: BalanceEdit; referral: BalanceEdit; reason: number; name: boolean }
  | { t: "submit"; u: number; amount: number }
  | { t: "decideDeposit"; pick: number; approve: boolean; corrected: number | null }
  | { t: "withdraw"; u: number; amount: number }
  | { t: "decideWithdrawal"; pick: number; approve: boolean }
  | { t: "invest"; u: number }
  | { t: "moveReferral"; u: number }
  | { t: "fund"; amount: number }
  | { t: "cron" };
export type Op = Simple | { t: "advance"; days: number } | { t: "parallel"; ops: Simple[] };

export const balanceEdit: fc.Arbitrary<BalanceEdit> = fc.option(
  fc.record({
    delta: fc.oneof(fc.constant(0), fc.integer({ min: -8_000, max: 8_000 })),
    // Non-zero: the admin saw a figure that has moved since (or never was).
    stale: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 3_000 })),
    decimals: fc.boolean(),
  }),
  { freq: 2 },
);

export const simpleArb: fc.Arbitrary<Simple> = fc.oneof(
  fc.record({
    t: fc.constant("edit" as const),
    u: fc.nat(USERS - 1),
    principal: balanceEdit,
    referral: balanceEdit,
    reason: fc.nat(REASONS.length - 1),
    name: fc.boolean(),
  }),
  fc.record({
    t: fc.constant("submit" as const),
    u: fc.nat(USERS - 1),
    amount: fc.integer({ min: 10, max: 150 }).map((n) => n * 100),
  }),
  fc.record({
    t: fc.constant("decideDeposit" as const),
    pick: fc.nat(20),
    approve: fc.boolean(),
    corrected: fc.option(fc.integer({ min: 1, max: 20_000 }), { freq: 4 }),
  }),
  fc.record({ t: fc.constant("withdraw" as const), u: fc.nat(USERS - 1), amount: fc.integer({ min: 3_500, max: 12_000 }) }),
  fc.record({ t: fc.constant("decideWithdrawal" as const), pick: fc.nat(20), approve: fc.boolean() }),
  fc.record({ t: fc.constant("invest" as const), u: fc.nat(USERS - 1) }),
  fc.record({ t: fc.constant("moveReferral" as const), u: fc.nat(USERS - 1) }),
  fc.record({
    t: fc.constant("fund" as const),
    amount: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1_000, max: 5_000 })),
  }),
  fc.constant({ t: "cron" as const }),
);

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: simpleArb, weight: 6 },
  { arbitrary: fc.record({ t: fc.constant("advance" as const), days: fc.integer({ min: 1, max: 2 }) }), weight: 2 },
  {
    arbitrary: fc.record({ t: fc.constant("parallel" as const), ops: fc.array(simpleArb, { minLength: 2, maxLength: 4 }) }),
    weight: 2,
  },
);

export interface UserModel {
  principal: number;
  referral: number;
  invested: number;
  withdrawal_hold: number;
}
export interface Investment {
  u: number;
  startDay: string;
  matured: boolean;
}

/** What one run knows: the model of each user and the requests still waiting. */
export class World {
  model: UserModel[] = [];
  deposits: { id: number; u: number; amount: number }[] = [];
  withdrawals: { id: number; u: number; amount: number }[] = [];
  investments: Investment[] = [];
  pendingCount: number[] = [];
  /** Submissions today (the daily limit counts them whatever became of them). */
  submitted: number[] = [];
  constructor(readonly users: number[]) {
    this.model = users.map(() => ({ principal: 0, referral: 0, invested: 0, withdrawal_hold: 0 }));
    this.pendingCount = users.map(() => 0);
    this.submitted = users.map(() => 0);
  }
}

/** Days from `a` to `b` (YYYY-MM-DD). */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
