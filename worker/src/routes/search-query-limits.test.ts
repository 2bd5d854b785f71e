/**
 * The search text of the global search and of every admin list's `q` against D1's LIKE
 * pattern limit (docs/product-rules.md#admin-lists, LST-4; Cloudflare D1 limits: 50 bytes):
 * a long, wildcard-heavy or accented query is answered or refused with a 400 naming `q`,
 * never a 500; the longest text that fits still finds its match. The test guard
 * (test/d1-limits-guard.ts) fails any query that would reach D1 with a longer pattern.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "@app/schema/contracts/admin-overview";
import { adminCookie, call, registerInvestor } from "../../test/helpers";

/** 48 ASCII characters: with the two `%` around it, a 50-byte LIKE pattern. */
const CORE = "Ebanda Ngo Biyong Atangana Mvondo Essomba Nkolo X".slice(0, 48);
const ACCENTED = "é".repeat(24);
const PERCENTS = "%".repeat(24);

const SEARCH = "/api/admin/search";
const LISTS = [
  "/api/admin/users",
  "/api/admin/deposit-verifications",
  "/api/admin/withdrawals",
  "/api/admin/investments",
  "/api/admin/audit-log",
];

let admin: string;
let userId: number;
let accentedId: number;
let percentId: number;

beforeAll(async () => {
  expect(CORE).toHaveLength(48);
  admin = await adminCookie();
  userId = (await registerInvestor({ fullName: `Mme ${CORE} Jr` })).user.id;
  accentedId = (await registerInvestor({ fullName: `Zoé ${ACCENTED} Fils` })).user.id;
  percentId = (await registerInvestor({ fullName: `Pct ${PERCENTS} Test` })).user.id;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method, status)
       VALUES (?, 'Sender', 'Someone', 'LIM1', 'LIM1', 5000, 'MTN', 'pending')`,
    ).bind(userId),
    env.DB.prepare(
      `INSERT INTO withdrawal_requests (user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method, status)
       VALUES (?, 1000, 0, 'Someone', '670000009', 'MTN Mobile Money', 'pending')`,
    ).bind(userId),
  ]);
});

const get = (path: string, q: string) => call(`${path}?q=${encodeURIComponent(q)}`, { cookie: admin });

/** A 400 naming `q` as the contract's field errors do (docs/product-rules.md#field-issues). */
async function expectQRefused(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; code: string; issues: { field: string; code: string }[] };
  expect(body.code).toBe("invalid_input");
  expect(body.error).toMatch(/^q: /);
  expect(body.issues).toEqual([expect.objectContaining({ field: "q", code: "too_big" })]);
}

const ids = (body: { items: { id?: number; userId?: number }[] }) => body.items.map((row) => row.userId ?? row.id);

describe("long, wildcard-heavy and accented search text", () => {
  const texts = [
    ...[49, 50, 51, 60, 100, 101, 150, 300].map((n) => "a".repeat(n)),
    ...[20, 24, 25, 26, 49].flatMap((n) => ["%".repeat(n), "_".repeat(n), "\\".repeat(n)]),
    "%_".repeat(13),
    ...[24, 25, 49, 100].map((n) => "é".repeat(n)),
    "Zoé %_ ".repeat(8),
    ...[16, 17, 25].map((n) => "İ".repeat(n)),
    ...[12, 13].map((n) => "😀".repeat(n)),
    `  ${"b".repeat(48)}  `,
  ];

  it.each([SEARCH, ...LISTS])("%s answers or refuses q with a 400, never a 500", async (path) => {
    for (const q of texts) {
      const res = await get(path, q);
      if (res.status === 400) await expectQRefused(res);
      else expect(res.status, `q=${q}`).toBe(200);
    }
  });
});

describe("the 50-byte boundary", () => {
  it("the global search finds a name by its longest accepted text and refuses one byte more", async () => {
    for (const [text, id] of [
      [CORE, userId],
      [ACCENTED, accentedId],
      [PERCENTS, percentId],
    ] as const) {
      const res = await get(SEARCH, text);
      expect(res.status).toBe(200);
      const body = (await res.json()) as SearchResponse;
      expect(body.users.map((u) => u.id)).toContain(id);
    }
    await expectQRefused(await get(SEARCH, `${CORE}r`));
    await expectQRefused(await get(SEARCH, `${ACCENTED}é`));
    await expectQRefused(await get(SEARCH, `${PERCENTS}%`));
    await expectQRefused(await get(SEARCH, `${CORE.slice(0, 47)}é`));
  });

  it("the users list finds a name by its longest accepted text and refuses one byte more", async () => {
    for (const [text, id] of [
      [CORE, userId],
      [ACCENTED, accentedId],
      [PERCENTS, percentId],
    ] as const) {
      const res = await get("/api/admin/users", text);
      expect(res.status).toBe(200);
      expect(ids((await res.json()) as { items: { id: number }[] })).toEqual([id]);
    }
    await expectQRefused(await get("/api/admin/users", `${CORE}r`));
    await expectQRefused(await get("/api/admin/users", `${ACCENTED}é`));
    await expectQRefused(await get("/api/admin/users", `_${PERCENTS}`));
  });

  it.each(["/api/admin/deposit-verifications", "/api/admin/withdrawals"])(
    "%s finds the investor's request by the longest accepted name text and refuses one byte more",
    async (path) => {
      const res = await get(path, CORE);
      expect(res.status).toBe(200);
      expect(ids((await res.json()) as { items: { userId: number }[] })).toEqual([userId]);
      await expectQRefused(await get(path, `${CORE}r`));
    },
  );

  it.each(["/api/admin/investments", "/api/admin/audit-log"])("%s accepts 48 characters and refuses 49", async (path) => {
    expect((await get(path, CORE)).status).toBe(200);
    await expectQRefused(await get(path, `${CORE}r`));
  });

  it("a letter longer in lower case counts as the lists send it", async () => {
    // "İ" is 2 bytes; the lists compare lower-cased text, where it is "i̇", 3 bytes.
    expect((await get("/api/admin/users", "İ".repeat(16))).status).toBe(200);
    await expectQRefused(await get("/api/admin/users", "İ".repeat(17)));
  });

  it("a character of 4 bytes counts 4", async () => {
    expect((await get("/api/admin/users", "😀".repeat(12))).status).toBe(200);
    await expectQRefused(await get("/api/admin/users", "😀".repeat(13)));
  });

  it("spaces around the text do not count", async () => {
    const res = await get("/api/admin/users", `   ${CORE}   `);
    expect(res.status).toBe(200);
    expect(ids((await res.json()) as { items: { id: number }[] })).toEqual([userId]);
  });
});
