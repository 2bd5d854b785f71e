/**
 * The investor's data export (docs/product-rules.md#data-rights, DATA-1..DATA-3): their own
 * transfers, requests, notifications and session, never another investor's; lists come in
 * bounded pages the client follows; bad input is a 400 naming the field; it is rate-limited.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DataExport, DataExportPage } from "@app/schema/contracts/data-export";
import { DATA_EXPORT_PAGE_SIZE } from "@app/schema/contracts/data-export";
import { PASSWORD_FIELD, call, depositFor, registerInvestor } from "../../test/helpers";

async function exportOf(cookie: string): Promise<DataExport> {
  const res = await call("/api/user/data-export", { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as DataExport;
}

describe("GET /api/user/data-export (DATA-1)", () => {
  it("holds the investor's profile, transfers, requests, notifications and session, and nothing of another investor", async () => {
    const a = await registerInvestor({ fullName: "Awa Export", tier: 1 });
    const b = await registerInvestor({ fullName: "Bello Other", tier: 1 });
    const depositA = await depositFor(a.cookie, 7_000);
    const depositB = await depositFor(b.cookie, 9_000);
    const data = await exportOf(a.cookie);
    expect(data.profile).toMatchObject({ id: a.user.id, full_name: "Awa Export", phone: a.phone });
    expect(data.lists.depositVerifications.items.map((d) => d.id)).toEqual([depositA]);
    expect(data.lists.transfers.items.map((t) => t.amount_xaf)).toContain(7_000);
    expect(data.lists.transfers.items.map((t) => t.deposit_verification_id)).not.toContain(depositB);
    expect(data.lists.notifications.items.length).toBeGreaterThan(0);
    expect(data.payoutNumbers.map((n) => n.number)).toEqual([a.phone]);
    expect(data.tier).toEqual({ identityVerifiedAt: null, verifiedNumbers: 1 });
    expect(Date.parse(data.sessions.current.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.accounts.find((x) => x.kind === "principal")?.balance_xaf).toBe(7_000);
    const text = JSON.stringify(data);
    expect(text).not.toContain(b.phone);
    expect(text).not.toContain("Bello Other");
    expect(text).not.toMatch(PASSWORD_FIELD);
    expect(text).not.toContain("decided_by");
  });

  it("holds the investor's identity fields, never the images' storage keys, and nothing of another investor's identity", async () => {
    const a = await registerInvestor({ tier: 1 });
    const b = await registerInvestor({ tier: 1 });
    const check = (userId: number, name: string, key: string) =>
      env.DB.prepare(
        `INSERT INTO identity_checks (user_id, full_legal_name, date_of_birth, document_type, document_number, document_key,
           document_content_type, document_size_bytes, document_sha256, selfie_key, selfie_content_type, selfie_size_bytes, selfie_sha256)
         VALUES (?1, ?2, '1999-04-02', 'cni', 'CM-123', ?3 || '/document', 'image/jpeg', 1000, 'aa', ?3 || '/selfie', 'image/png', 900, 'bb')`,
      )
        .bind(userId, name, key)
        .run();
    await check(a.user.id, "Awa Legal Name", `identity/${crypto.randomUUID()}`);
    await check(b.user.id, "Bello Legal Name", `identity/${crypto.randomUUID()}`);
    const data = await exportOf(a.cookie);
    expect(data.lists.identityChecks.items).toEqual([
      expect.objectContaining({ full_legal_name: "Awa Legal Name", date_of_birth: "1999-04-02", status: "submitted" }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain("Bello Legal Name");
    expect(text).not.toContain("identity/");
  });

  it("is 401 without a session and answers the statement as CSV with ?format=csv", async () => {
    expect((await call("/api/user/data-export")).status).toBe(401);
    const a = await registerInvestor({ tier: 1 });
    await depositFor(a.cookie, 3_000);
    const csv = await call("/api/user/data-export?format=csv&lang=fr", { cookie: a.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain("3000");
  });

  it("refuses bad input with 400 naming the field, and changes nothing", async () => {
    const a = await registerInvestor({ tier: 1 });
    for (const [query, field] of [
      ["section=passwords", "section"],
      ["section=transfers&cursor=0", "cursor"],
      ["section=transfers&cursor=1e3", "cursor"],
      ["cursor=5", "cursor"],
      ["format=xml", "format"],
    ] as const) {
      const res = await call(`/api/user/data-export?${query}`, { cookie: a.cookie });
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { code: string; issues: { field: string }[] };
      expect(body.code).toBe("invalid_input");
      expect(body.issues[0]!.field).toBe(field);
    }
  });
});

describe("bounded pages (DATA-2) and the rate limit (DATA-3)", () => {
  it("gives a long list in pages of DATA_EXPORT_PAGE_SIZE the client follows, without repeats or gaps", async () => {
    const a = await registerInvestor({ tier: 1 });
    const total = DATA_EXPORT_PAGE_SIZE * 2 + 7;
    const rows = Array.from({ length: total }, (_, i) =>
      env.DB.prepare("INSERT INTO notifications (user_id, code, params, event_key) VALUES (?, 'test_notice', '{}', ?)").bind(
        a.user.id,
        `export-test:${a.user.id}:${i}`,
      ),
    );
    await env.DB.batch(rows);
    const first = await exportOf(a.cookie);
    const ids = first.lists.notifications.items.map((n) => n.id as number);
    expect(ids).toHaveLength(DATA_EXPORT_PAGE_SIZE);
    let next = first.lists.notifications.next;
    let pages = 1;
    while (next) {
      const res = await call(next, { cookie: a.cookie });
      expect(res.status).toBe(200);
      const page = (await res.json()) as DataExportPage;
      expect(page.items.length).toBeLessThanOrEqual(DATA_EXPORT_PAGE_SIZE);
      ids.push(...page.items.map((n) => n.id as number));
      next = page.next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(total);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
  });

  it("a page never shows another investor's rows, whatever cursor is sent", async () => {
    const a = await registerInvestor({ tier: 1 });
    const b = await registerInvestor({ tier: 1 });
    const depositB = await depositFor(b.cookie, 4_000);
    const res = await call(`/api/user/data-export?section=depositVerifications&cursor=${depositB + 1}`, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as DataExportPage).items).toEqual([]);
  });

  it("refuses a sixth export within 15 minutes with 429 and Retry-After", async () => {
    const a = await registerInvestor({ tier: 1 });
    for (let i = 0; i < 5; i++) expect((await call("/api/user/data-export", { cookie: a.cookie })).status).toBe(200);
    const refused = await call("/api/user/data-export", { cookie: a.cookie });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe("too_many_attempts");
    expect(refused.headers.get("Retry-After")).toBeTruthy();
    // Another investor is not limited by it.
    const b = await registerInvestor({ tier: 1 });
    expect((await call("/api/user/data-export", { cookie: b.cookie })).status).toBe(200);
  });
});
