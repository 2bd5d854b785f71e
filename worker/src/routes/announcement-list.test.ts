/**
 * The staff's announcements list (docs/product-rules.md#notifications, NOT-6; #admin-lists):
 * paged by the admin lists' keyset reader, each row's read count kept by triggers on
 * `announcement_reads` (migration 0045) and right at once after reads and deletions, the
 * investor's unread count bounded to the newest active announcements (NOT-5), and the list
 * closed to investors and anonymous callers.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminCookie, call, registerInvestor } from "../../test/helpers";
import { UNREAD_ANNOUNCEMENTS_COUNTED, UNREAD_COUNT_SQL } from "../services/notifications/inbox";

interface Page {
  items: { id: number; title: string; readCount: number }[];
  nextCursor: string | null;
  total: number;
}

async function announce(admin: string, title: string): Promise<number> {
  const res = await call("/api/admin/announcements", { method: "POST", cookie: admin, body: { title, message: "Markets open" } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const page = async (admin: string, query = "") =>
  (await (await call(`/api/admin/announcements${query}`, { cookie: admin })).json()) as Page;

const unread = async (cookie: string) =>
  ((await (await call("/api/notifications/count", { cookie })).json()) as { unreadCount: number }).unreadCount;

describe("the staff's announcements list", () => {
  it("pages newest first by cursor, with the total", async () => {
    const admin = await adminCookie();
    const tag = crypto.randomUUID().slice(0, 8);
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await announce(admin, `Paged ${tag} ${n}`));
    const first = await page(admin, "?limit=2");
    expect(first.items.map((a) => a.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toBe(String(ids[1]));
    const total = first.total;
    expect(total).toBeGreaterThanOrEqual(3);
    const second = await page(admin, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items[0]?.id).toBe(ids[0]);
    expect(second.total).toBe(total);
    // A bad cursor or limit is a 400 naming it, never a 500.
    for (const [query, field] of [
      ["?cursor=abc", "cursor"],
      ["?limit=0", "limit"],
      ["?limit=201", "limit"],
    ]) {
      const res = await call(`/api/admin/announcements${query}`, { cookie: admin });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ field })] });
    }
  });

  it("reads each row's kept read count, right at once after reads, read-all and a deletion", async () => {
    const admin = await adminCookie();
    const tag = crypto.randomUUID().slice(0, 8);
    const one = await announce(admin, `Counted ${tag} one`);
    const two = await announce(admin, `Counted ${tag} two`);
    const a = await registerInvestor();
    const b = await registerInvestor();
    const readCount = async (id: number) => (await page(admin, "?limit=200")).items.find((x) => x.id === id)?.readCount;
    expect(await readCount(one)).toBe(0);
    expect((await call(`/api/notifications/${one}/read`, { method: "POST", cookie: a.cookie })).status).toBe(200);
    // Read again: still one reader.
    expect((await call(`/api/notifications/${one}/read`, { method: "POST", cookie: a.cookie })).status).toBe(200);
    expect(await readCount(one)).toBe(1);
    expect((await call("/api/notifications/read-all", { method: "POST", cookie: b.cookie })).status).toBe(200);
    expect(await readCount(one)).toBe(2);
    expect(await readCount(two)).toBe(1);
    // The kept count is the read rows' count.
    const rows = await env.DB.prepare(
      "SELECT a.read_count AS kept, (SELECT COUNT(*) FROM announcement_reads r WHERE r.announcement_id = a.id) AS n FROM announcements a WHERE a.id IN (?, ?)",
    )
      .bind(one, two)
      .all<{ kept: number; n: number }>();
    for (const r of rows.results) expect(r.kept).toBe(r.n);
    // A read row deleted (as deleting an announcement does first) moves the count back.
    await env.DB.prepare("DELETE FROM announcement_reads WHERE announcement_id = ? AND user_id = ?").bind(one, b.user.id).run();
    expect(await readCount(one)).toBe(1);
    expect((await call(`/api/admin/announcements/${one}`, { method: "DELETE", cookie: admin })).status).toBe(200);
  });

  it("is closed to investors and anonymous callers", async () => {
    const { cookie } = await registerInvestor();
    expect((await call("/api/admin/announcements", { cookie })).status).toBe(401);
    expect((await call("/api/admin/announcements")).status).toBe(401);
  });
});

describe("the investor's unread count", () => {
  it(`counts only the newest ${UNREAD_ANNOUNCEMENTS_COUNTED} active announcements, through indexes`, async () => {
    const admin = await adminCookie();
    const { cookie } = await registerInvestor();
    await call("/api/notifications/read-all", { method: "POST", cookie });
    expect(await unread(cookie)).toBe(0);
    // More active announcements than are counted, written directly (one statement).
    await env.DB.prepare(
      `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?1)
       INSERT INTO announcements (title, message) SELECT 'Bulk ' || i, 'm' FROM s`,
    )
      .bind(UNREAD_ANNOUNCEMENTS_COUNTED + 20)
      .run();
    expect(await unread(cookie)).toBe(UNREAD_ANNOUNCEMENTS_COUNTED);
    const newest = (await page(admin, "?limit=1")).items[0]!.id;
    expect((await call(`/api/notifications/${newest}/read`, { method: "POST", cookie })).status).toBe(200);
    expect(await unread(cookie)).toBe(UNREAD_ANNOUNCEMENTS_COUNTED - 1);

    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${UNREAD_COUNT_SQL}`).bind(1).all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail);
    expect(details.join(" | ")).toMatch(/announcements_active_idx \(is_active=\? AND id>\?\)/);
    expect(details.filter((d) => /^SCAN (?!CONSTANT ROW)/.test(d))).toEqual([]);
  });
});
