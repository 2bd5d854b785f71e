/**
 * The admin lists' paging contract (docs/product-rules.md#admin-lists): exact counts and
 * totals over the whole filtered set, keyset pages that neither repeat nor skip a row,
 * filters as validated query parameters.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPage } from "@app/schema/contracts/admin-lists";
import { editUser, adminCookie, call, newPhone, registerInvestor } from "../../test/helpers";

let admin: string;
let userId: number;

beforeAll(async () => {
  admin = await adminCookie();
  const { user } = await registerInvestor({ fullName: "Paging Tester" });
  userId = user.id;
  // 7 pending, 5 approved, 3 rejected and 2 hidden (deleted) verifications.
  const states = [...Array(7).fill("pending"), ...Array(5).fill("approved"), ...Array(3).fill("rejected")];
  await env.DB.batch([
    ...states.map((status, n) =>
      env.DB.prepare(
        `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method, status)
         VALUES (?, 'Sender', 'Paging Tester', ?, ?, 5000, 'MTN', ?)`,
      ).bind(userId, `mp24.${n}`, `MP24${n}`, status),
    ),
    ...[1, 2].map((n) =>
      env.DB.prepare(
        `INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method, status, hidden_at)
         VALUES (?, 'Sender', 'Paging Tester', ?, ?, 5000, 'MTN', 'pending', '2026-01-01T00:00:00.000Z')`,
      ).bind(userId, `HID${n}`, `HID${n}`),
    ),
    // 4 pending (1,000 each), 2 completed (3,000 each), 1 failed (7,000).
    ...[...Array(4).fill(["pending", 1000]), ...Array(2).fill(["completed", 3000]), ["failed", 7000]].map(([status, amount]) =>
      env.DB.prepare(
        `INSERT INTO withdrawal_requests (user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method, status)
         VALUES (?, ?, 0, 'Paging Tester', '670000009', 'MTN Mobile Money', ?)`,
      ).bind(userId, amount, status),
    ),
  ]);
});

const list = async <T = { id: number }>(path: string) => {
  const res = await call(path, { cookie: admin });
  return {
    res,
    body: (await res.clone().json()) as AdminPage<T, string> & { totalsXaf?: Record<string, number>; code?: string },
  };
};

describe("GET /api/admin/deposit-verifications", () => {
  it("counts every status exactly, whichever status is open, and leaves deleted ones out", async () => {
    const { res, body } = await list("/api/admin/deposit-verifications?status=approved");
    expect(res.status).toBe(200);
    expect(body.counts).toEqual({ pending: 7, approved: 5, rejected: 3 });
    expect(body.total).toBe(5);
    expect(body.items).toHaveLength(5);
    expect(body.nextCursor).toBeNull();
  });

  it("pages newest first by cursor without repeating or skipping a row", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { body }: Awaited<ReturnType<typeof list>> = await list(
        `/api/admin/deposit-verifications?limit=4${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(body.total).toBe(15);
      seen.push(...body.items.map((d) => (d as { id: number }).id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it("finds a verification by its transaction id typed in lower case with spaces", async () => {
    const { body } = await list(`/api/admin/deposit-verifications?q=${encodeURIComponent("mp 24 3")}`);
    expect(body.items.map((d) => (d as unknown as { transactionId: string }).transactionId)).toEqual(["mp24.3"]);
    expect(body.total).toBe(1);
  });

  it.each([
    ["cursor=abc", "cursor"],
    ["cursor=0x10", "cursor"],
    ["limit=0", "limit"],
    ["limit=500", "limit"],
    ["status=done", "status"],
  ])("refuses %s with a 400 naming %s", async (query, field) => {
    const { res, body } = await list(`/api/admin/deposit-verifications?${query}`);
    expect(res.status).toBe(400);
    expect(body.code).toBe("invalid_input");
    expect(JSON.stringify(body)).toContain(field);
  });
});

describe("GET /api/admin/withdrawals", () => {
  it("sums each status over the filtered set for the summary cards", async () => {
    const { body } = await list("/api/admin/withdrawals?status=pending&limit=1");
    expect(body.counts).toEqual({ pending: 4, completed: 2, failed: 1 });
    expect(body.totalsXaf).toEqual({ pending: 4000, completed: 6000, failed: 7000 });
    expect(body.items).toHaveLength(1);
    expect(body.total).toBe(4);
    expect(body.nextCursor).not.toBeNull();
  });

  it("filters by the account number's digits, with or without +237", async () => {
    expect((await list("/api/admin/withdrawals?q=%2B237670000009")).body.total).toBe(7);
    expect((await list("/api/admin/withdrawals?q=699999999")).body.total).toBe(0);
  });
});

describe("GET /api/admin/users", () => {
  it("counts active and suspended users and filters by name", async () => {
    const other = await registerInvestor({ fullName: "Suspended Sam" });
    await call(`/api/admin/users/${other.user.id}/suspend`, { method: "PUT", cookie: admin, body: { isActive: false } });
    const all = await list("/api/admin/users");
    const { body } = await list("/api/admin/users?q=sam&status=suspended");
    expect(body.items.map((u) => u.id)).toEqual([other.user.id]);
    expect(body.counts).toEqual({ active: 0, suspended: 1 });
    expect(all.body.counts.suspended).toBeGreaterThanOrEqual(1);
    expect(all.body.total).toBe(all.body.counts.active! + all.body.counts.suspended!);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("names the user an entry is about, so the row links to their page", async () => {
    const { body } = await list<{ action: string; userId: number | null; userFullName: string | null }>(
      "/api/admin/audit-log?q=user.suspend",
    );
    expect(body.items[0]).toMatchObject({ action: "user.suspend", userFullName: "Suspended Sam" });
    expect(body.total).toBeGreaterThanOrEqual(1);
  });
});

describe("GET /api/admin/investments", () => {
  it("answers an empty page with zero counts", async () => {
    const { res, body } = await list("/api/admin/investments?q=nobody-has-this-name");
    expect(res.status).toBe(200);
    expect(body).toEqual({ items: [], nextCursor: null, total: 0, counts: { active: 0, finished: 0 } });
  });
});

describe("audit of PUT /api/admin/users/{id}", () => {
  it("stores the fields as they were before the edit and as they are after, with the reason", async () => {
    const { user } = await registerInvestor({ fullName: "Before Name" });
    const newNumber = newPhone("69");
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: {
        fullName: "After Name",
        phone: newNumber,
        mobileMoneyService: "MTN Mobile Money",
        isActive: true,
        principalBalance: "1500",
        expectedPrincipalBalance: "0",
        reason: "Cash counted at the desk",
      },
    });
    expect(res.status).toBe(200);
    // Two entries: the edit (the name at once; the phone only proposed) and, under the second
    // admin, the approved balance change (docs/product-rules.md#approvals), newest first.
    const { body } = await list<{ detail: string; userId: number }>(`/api/admin/audit-log?q=user.update&limit=2`);
    expect(body.items.map((i) => i.userId)).toEqual([user.id, user.id]);
    const details = { phone: user.phone, mobileMoneyService: "MTN Mobile Money", isActive: true };
    expect(JSON.parse(body.items[1]!.detail)).toEqual({
      before: { fullName: "Before Name", ...details },
      after: { fullName: "After Name", ...details },
      reason: "Cash counted at the desk",
    });
    expect(JSON.parse(body.items[0]!.detail)).toEqual({
      before: { fullName: "After Name", ...details, principalXaf: 0 },
      after: { fullName: "After Name", ...details, principalXaf: 1500 },
      reason: "Cash counted at the desk",
    });
    // The phone changed under the second admin, audited as its own entry (APR-8).
    const phone = await list<{ detail: string; userId: number }>(`/api/admin/audit-log?q=user.phone_change&limit=1`);
    expect(phone.body.items[0]!.userId).toBe(user.id);
    expect(JSON.parse(phone.body.items[0]!.detail)).toEqual({
      before: { phone: user.phone, mobileMoneyService: "MTN Mobile Money" },
      after: { phone: newNumber, mobileMoneyService: "MTN Mobile Money" },
    });
  });
});
