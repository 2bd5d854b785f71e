/**
 * Property test (fast-check) of the workflows around the ledger: random
 * interleavings, sequential and concurrent (Promise.all), of admin edits with and without
 * balance changes against fresh and stale figures, deposit verifications and their
 * decisions, withdrawals and theirs, investments, referral moves, reserve funding and
 * cron runs over several days (the Worker's scheduled handler at chosen times). After
 * every step each user's four balances equal a model of them; after every run the books
 * balance, every cached balance equals its entries, no account that may not go negative
 * is, and every adjustment carries a reason of at least 5 visible characters.
 * docs/product-rules.md#corrections (LED-10, LED-11), #ledger (LED-2 to LED-4). The model and
 * its arbitraries: test/money-workflows-model.ts; the steps: test/money-workflows-steps.ts.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { MIN_REASON_CHARS } from "@app/schema/contracts/admin";
import { visibleLength } from "@app/schema/contracts/field-text";
import { balanceMismatches, trialBalance } from "../ledger/ledger";
import { opArb, USERS, World } from "../../test/money-workflows-model";
import {
  advanceClock,
  db,
  expectModel,
  newUser,
  returnsPaid,
  runSimple,
  setUpFixtures,
  settleCron,
} from "../../test/money-workflows-steps";

beforeAll(setUpFixtures);

describe("money workflows against a model", () => {
  it("keeps every user's balances equal to the model, the books balanced and every adjustment explained", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 10 }), async (ops) => {
        const w = new World(await Promise.all(Array.from({ length: USERS }, () => newUser())));
        for (const op of ops) {
          const paidBefore = await returnsPaid(w.users);
          if (op.t === "advance") {
            advanceClock(op.days);
            await runSimple(w, { t: "cron" }, true);
          } else if (op.t === "parallel") {
            await Promise.all(op.ops.map((o) => runSimple(w, o, false)));
          } else {
            await runSimple(w, op, true);
          }
          await settleCron(w, paidBefore);
          await expectModel(w, op);
        }
        expect(await balanceMismatches(db())).toEqual([]);
        expect((await trialBalance(db())).totalXaf).toBe(0);
        expect(
          await db().prepare("SELECT COUNT(*) AS n FROM ledger_accounts WHERE balance_xaf < 0 AND may_go_negative = 0").first(),
        ).toEqual({ n: 0 });
        const { results } = await db()
          .prepare("SELECT memo FROM ledger_transfers WHERE kind = 'adjustment' AND user_id IN (?, ?)")
          .bind(w.users[0], w.users[1])
          .all<{ memo: string | null }>();
        for (const { memo } of results)
          expect(visibleLength(memo ?? ""), JSON.stringify(memo)).toBeGreaterThanOrEqual(MIN_REASON_CHARS);
      }),
      { numRuns: 200 },
    );
  }, 180_000);
});
