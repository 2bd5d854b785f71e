/**
 * How many deposit verifications a user may submit (docs/product-rules.md#deposits, DEP-8):
 * at most 5 pending and 20 a day (the Africa/Douala day), also under concurrent submissions.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { registerInvestor } from "../../test/helpers";
import { count, freshRegistrationsPerTest, submit } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("deposit verification limits (DEP-8)", () => {
  it("accepts at most 5 pending per user, also under concurrent submissions", async () => {
    const { cookie, user } = await registerInvestor();
    const results = await Promise.all(Array.from({ length: 12 }, () => submit(cookie)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(7);
    expect(await refused[0]!.json()).toMatchObject({ code: "too_many_pending" });
    expect(await count("SELECT COUNT(*) AS n FROM deposit_verifications WHERE user_id = ?", user.id)).toBe(5);
    // Another investor is not affected.
    expect((await submit((await registerInvestor()).cookie)).status).toBe(201);
  });

  it("accepts at most 20 a day per user (Africa/Douala day), also under concurrent submissions", async () => {
    const { cookie, user } = await registerInvestor();
    const insert = env.DB.prepare(
      `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method, status, created_at)
       VALUES (?, 'A', 'B', ?, ?, 1000, 'MTN', 'rejected', ?)`,
    );
    const now = new Date().toISOString();
    // 18 decided today, and one made 25 hours ago (an earlier Douala day) that does not count.
    await env.DB.batch([
      ...Array.from({ length: 18 }, (_, i) => insert.bind(user.id, `OLD${i}`, `OLD${i}`, now)),
      insert.bind(user.id, "YESTERDAY", "YESTERDAY", new Date(Date.now() - 25 * 3600_000).toISOString()),
    ]);
    const results = await Promise.all(Array.from({ length: 4 }, () => submit(cookie)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(await refused[0]!.json()).toMatchObject({ code: "daily_limit_reached" });
  });
});
