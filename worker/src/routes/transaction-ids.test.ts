/**
 * Deposit transaction ids compared in normalised form (docs/product-rules.md#deposits, DEP-3):
 * a copy in another case, with spaces, invisible characters, other digits or dashes, or a
 * trailing dot is the same transaction; look-alike letters are refused; what was typed is
 * kept for display; a rejected id is freed for its own user only; migration 0003 gives old
 * rows their normalised key.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, registerInvestor } from "../../test/helpers";
import { count, decide, freshRegistrationsPerTest, submit } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("transaction ids compared in normalised form (DEP-3)", () => {
  it.each([
    ["lower case", (id: string) => id.toLowerCase()],
    ["inner spaces", (id: string) => `${id.slice(0, 4)} ${id.slice(4, 8)} ${id.slice(8)}`],
    ["zero-width characters", (id: string) => `${id.slice(0, 5)}\u200B${id.slice(5)}\u200D`],
    [
      "full-width digits and letters",
      (id: string) => id.replace(/[0-9A-Z]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)),
    ],
    ["a trailing dot", (id: string) => `${id}.`],
  ])("refuses a copy with %s from another user", async (_, variant) => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const id = "MP2401011234A56789".replace(
      "MP",
      `MP${crypto
        .randomUUID()
        .slice(0, 4)
        .toUpperCase()
        .replace(/[^0-9A-Z]/g, "7")}`,
    );
    expect((await submit(a.cookie, { transactionId: id })).status).toBe(201);
    const copy = await submit(b.cookie, { transactionId: variant(id) });
    expect(copy.status).toBe(409);
    expect(await copy.json()).toMatchObject({ code: "duplicate_transaction_id", issues: [{ field: "transactionId" }] });
  });

  it("keeps what the user typed for display", async () => {
    const { cookie } = await registerInvestor();
    const typed = `mp 2401.${crypto.randomUUID().slice(0, 6)}.`;
    const res = await submit(cookie, { transactionId: typed });
    const { id } = (await res.json()) as { id: number };
    const row = await env.DB.prepare("SELECT transaction_id, transaction_key FROM deposit_verifications WHERE id = ?")
      .bind(id)
      .first<{ transaction_id: string; transaction_key: string }>();
    expect(row!.transaction_id).toBe(typed);
    expect(row!.transaction_key).toBe(typed.replace(/[ .-]/g, "").toUpperCase());
  });

  it("frees a rejected id for a corrected resubmission by the same user only", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const admin = await adminCookie();
    const id = `CI${crypto.randomUUID().replace(/-/g, "").slice(0, 12).toUpperCase()}`;
    const first = (await (await submit(a.cookie, { transactionId: id, amount: 9000 })).json()) as { id: number };
    expect((await decide(admin, first.id, "rejected")).status).toBe(200);
    const other = await submit(b.cookie, { transactionId: id });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: "duplicate_transaction_id" });
    const corrected = await submit(a.cookie, { transactionId: id.toLowerCase(), amount: 5000 });
    expect(corrected.status).toBe(201);
    // Now pending again: neither user may submit it a third time.
    const third = await submit(a.cookie, { transactionId: id });
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({ code: "duplicate_transaction_id" });
    const fourth = await submit(b.cookie, { transactionId: id });
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({ code: "duplicate_transaction_id" });
  });

  it("refuses an id made only of punctuation and spaces", async () => {
    const { cookie } = await registerInvestor();
    const res = await submit(cookie, { transactionId: " .-\u200B " });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ field: "transactionId" }] });
  });
});

describe("migration 0003 on existing verifications (DEP-3)", () => {
  it("gives old rows a normalised key, and a later live duplicate its own, so the unique index builds", async () => {
    const { user } = await registerInvestor();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0003_"))!;
    const conversions = migration.queries.filter((q) => /^\s*UPDATE `deposit_verifications`/.test(q));
    const uniqueIndex = migration.queries.find((q) => q.includes("deposit_verifications_transaction_key_live"))!;
    expect(conversions).toHaveLength(2);
    // Rows as they stood before 0003: no key, and two copies of one id both approved.
    await env.DB.prepare("DROP INDEX deposit_verifications_transaction_key_live").run();
    const legacy = env.DB.prepare(
      `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, amount_xaf, payment_method, status)
       VALUES (?, 'A', 'B', ?, 1000, 'MTN', ?)`,
    );
    await env.DB.batch([
      legacy.bind(user.id, "MP2401.0112 34", "approved"),
      legacy.bind(user.id, "mp240101-1234", "approved"),
      legacy.bind(user.id, "MP2401011234", "rejected"),
      legacy.bind(user.id, "CI 99", "pending"),
    ]);
    for (const q of conversions) await env.DB.prepare(q).run();
    await env.DB.prepare(uniqueIndex).run();
    const { results } = await env.DB.prepare(
      "SELECT id, transaction_id, transaction_key FROM deposit_verifications WHERE user_id = ? ORDER BY id",
    )
      .bind(user.id)
      .all<{ id: number; transaction_id: string; transaction_key: string }>();
    expect(results.map((r) => r.transaction_key)).toEqual([
      "MP2401011234",
      `MP2401011234#${results[1]!.id}`,
      "MP2401011234",
      "CI99",
    ]);
    expect(results[1]!.transaction_id).toBe("mp240101-1234");
    // The key is now taken: a new copy is refused.
    const { cookie } = await registerInvestor();
    const copy = await submit(cookie, { transactionId: "mp 2401 0112 34" });
    expect(copy.status).toBe(409);
    expect(await copy.json()).toMatchObject({ code: "duplicate_transaction_id" });
  });
});

describe("transaction ids, attacked", () => {
  it.each([
    ["Arabic-Indic digits", (id: string) => id.replace(/[0-9]/g, (d) => String.fromCodePoint(0x660 + Number(d)))],
    ["Eastern Arabic-Indic digits", (id: string) => id.replace(/[0-9]/g, (d) => String.fromCodePoint(0x6f0 + Number(d)))],
    ["Devanagari digits", (id: string) => id.replace(/[0-9]/g, (d) => String.fromCodePoint(0x966 + Number(d)))],
    [
      "full-width letters and digits",
      (id: string) => id.replace(/[0-9A-Z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)),
    ],
    ["a soft hyphen", (id: string) => `${id.slice(0, 4)}\u00AD${id.slice(4)}`],
    ["an en dash and an em dash", (id: string) => `${id.slice(0, 4)}\u2013${id.slice(4, 8)}\u2014${id.slice(8)}`],
    ["a non-breaking hyphen and a minus sign", (id: string) => `${id.slice(0, 4)}\u2011${id.slice(4, 8)}\u2212${id.slice(8)}`],
    ["a word joiner and a BOM", (id: string) => `\uFEFF${id.slice(0, 4)}\u2060${id.slice(4)}`],
    ["circled digits", (id: string) => id.replace(/[1-9]/g, (d) => String.fromCodePoint(0x2460 + Number(d) - 1))],
  ])("treats a copy with %s as the same transaction", async (_, variant) => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const id = `MP${String(Date.now()).slice(-10)}`;
    expect((await submit(a.cookie, { transactionId: id })).status).toBe(201);
    const copy = await submit(b.cookie, { transactionId: variant(id) });
    expect(copy.status, variant(id)).toBe(409);
    expect(await copy.json()).toMatchObject({ code: "duplicate_transaction_id", issues: [{ field: "transactionId" }] });
  });

  it("refuses ids with letters outside the Latin alphabet, so look-alikes cannot pass as new", async () => {
    const { cookie } = await registerInvestor();
    // Cyrillic М and Р look like Latin M and P; Greek Ο like O.
    for (const lookalike of ["\u041C\u0420240101", "CI24\u039F101", "支付24010112"]) {
      const res = await submit(cookie, { transactionId: lookalike });
      expect(res.status, lookalike).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "transactionId" }] });
    }
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM deposit_verifications WHERE user_id = (SELECT id FROM users WHERE phone = (SELECT phone FROM users ORDER BY id DESC LIMIT 1))",
      ),
    ).toBe(0);
  });

  it("keeps a rejected id refused for another user, also once the first user resubmitted it", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const admin = await adminCookie();
    const id = `CI${String(Date.now()).slice(-10)}`;
    const first = (await (await submit(a.cookie, { transactionId: id })).json()) as { id: number };
    await call(`/api/admin/deposit-verifications/${first.id}`, { method: "PATCH", cookie: admin, body: { status: "rejected" } });
    const again = (await (await submit(a.cookie, { transactionId: id.toLowerCase() })).json()) as { id: number };
    await call(`/api/admin/deposit-verifications/${again.id}`, { method: "PATCH", cookie: admin, body: { status: "rejected" } });
    // Both of A's are rejected: B is still refused, A may try a third time.
    const other = await submit(b.cookie, { transactionId: id });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: "duplicate_transaction_id" });
    expect((await submit(a.cookie, { transactionId: ` ${id}. ` })).status).toBe(201);
  });
});
