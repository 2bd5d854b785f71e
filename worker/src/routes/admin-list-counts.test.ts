/**
 * No admin list counts a whole table (issue 36 section 3; docs/product-rules.md#admin-lists,
 * LST-2): counts are exact up to LIST_COUNT_CAP and read LIST_COUNT_CAP + 1 beyond, which the
 * panel shows as "10,000+"; the page itself is unchanged.
 */
import { env } from "cloudflare:test";
import { LIST_COUNT_CAP } from "@app/schema/contracts/admin-lists";
import { describe, expect, it } from "vitest";
import { adminCookie, call } from "../../test/helpers";

describe("an admin list's counts", () => {
  it("stop at LIST_COUNT_CAP + 1 however many rows match, and the page still starts at the newest", async () => {
    // Signed in first: the sign-in is audited too, and the rows below are then the newest.
    const admin = await adminCookie();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, detail)
       SELECT 1, 'admin', 'settings.update', NULL, NULL, '{"n":' || i || '}' FROM n`,
    )
      .bind(LIST_COUNT_CAP + 5)
      .run();
    const body = (await (await call("/api/admin/audit-log?limit=2", { cookie: admin })).json()) as {
      items: { detail: string }[];
      total: number;
    };
    expect(body.total).toBe(LIST_COUNT_CAP + 1);
    expect(body.items.map((i) => i.detail)).toEqual([`{"n":${LIST_COUNT_CAP + 5}}`, `{"n":${LIST_COUNT_CAP + 4}}`]);
    const matching = (await (await call("/api/admin/audit-log?q=settings.update&limit=1", { cookie: admin })).json()) as {
      total: number;
    };
    expect(matching.total).toBe(LIST_COUNT_CAP + 1);
  });

  it("stay exact below the cap, per status", async () => {
    const admin = await adminCookie();
    const body = (await (await call("/api/admin/investments", { cookie: admin })).json()) as {
      total: number;
      counts: { active: number; finished: number };
    };
    const exact = await env.DB.prepare(
      "SELECT SUM(is_active = 1) AS active, SUM(is_active = 0) AS finished, COUNT(*) AS total FROM investments",
    ).first<{ active: number | null; finished: number | null; total: number }>();
    expect(body.counts).toEqual({ active: exact!.active ?? 0, finished: exact!.finished ?? 0 });
    expect(body.total).toBe(exact!.total);
  });
});
