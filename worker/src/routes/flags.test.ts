/**
 * The Flags tab's API (docs/product-rules.md#aml-flags, AML-5..AML-7): list and filter,
 * a flag's page and notes, closing by two different staff (the proposer cannot confirm),
 * the ANIF case report with the case's transfers, the rules' settings, and that investors
 * reach none of it.
 */
import { env } from "cloudflare:test";
import { DEFAULT_FLAG_SETTINGS, type FlagList, type FlagReport, type FlagView } from "@app/schema/contracts/flags";
import { describe, expect, it } from "vitest";
import { adminCookie, call, checkerCookie, depositFor, enrolledAdmin, registerInvestor } from "../../test/helpers";

/** An investor whose deposit left uninvested at once: one open AML-1 flag; its id and the investor. */
async function flagged() {
  const investor = await registerInvestor();
  await depositFor(investor.cookie, 10_000);
  const res = await call("/api/transactions/withdraw", {
    method: "POST",
    cookie: investor.cookie,
    body: { accountName: "Awa Ndongo", accountNumber: investor.phone, paymentMethod: "MTN Mobile Money", amount: 4_000 },
  });
  expect(res.status).toBe(201);
  const row = await env.DB.prepare("SELECT id FROM flags WHERE user_id = ? AND rule = 'quick_withdrawal'")
    .bind(investor.user.id)
    .first<{ id: number }>();
  return { ...investor, flagId: row!.id };
}

const post = (path: string, cookie: string, body: unknown) => call(path, { method: "POST", cookie, body });

describe("GET /api/admin/flags", () => {
  it("lists flags newest first, filtered by rule and state, and pages by cursor", async () => {
    const a = await flagged();
    const b = await flagged();
    const admin = await adminCookie();
    const res = await call("/api/admin/flags?rule=quick_withdrawal&state=open", { cookie: admin });
    expect(res.status).toBe(200);
    const list = (await res.json()) as FlagList;
    const ids = list.items.map((f) => f.id);
    expect(ids.indexOf(b.flagId)).toBeLessThan(ids.indexOf(a.flagId));
    expect(list.items.find((f) => f.id === a.flagId)).toMatchObject({
      rule: "quick_withdrawal",
      state: "open",
      userId: a.user.id,
    });
    const older = (await (await call(`/api/admin/flags?cursor=${b.flagId}`, { cookie: admin })).json()) as FlagList;
    expect(older.items.every((f) => f.id < b.flagId)).toBe(true);
    const closed = (await (await call("/api/admin/flags?state=closed", { cookie: admin })).json()) as FlagList;
    expect(closed.items.some((f) => f.id === a.flagId)).toBe(false);
  });

  it("refuses a bad filter with 400 naming the parameter", async () => {
    const admin = await adminCookie();
    for (const [q, field] of [
      ["rule=bogus", "rule"],
      ["state=frozen", "state"],
      ["cursor=-1", "cursor"],
    ] as const) {
      const res = await call(`/api/admin/flags?${q}`, { cookie: admin });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ field })] });
    }
  });
});

describe("closing a flag (AML-6)", () => {
  it("needs a proposal with a note and a different staff member's confirmation, each audited", async () => {
    const { flagId } = await flagged();
    const owner = await adminCookie();
    const checker = await checkerCookie();

    const noted = await post(`/api/admin/flags/${flagId}/notes`, owner, { note: "Called the investor: school fees." });
    expect(noted.status).toBe(201);
    expect(((await noted.json()) as FlagView).notes).toEqual([
      expect.objectContaining({ note: "Called the investor: school fees." }),
    ]);

    // Confirming before any proposal is refused.
    expect((await post(`/api/admin/flags/${flagId}/close`, checker, { note: "Closing." })).status).toBe(409);

    const proposed = await post(`/api/admin/flags/${flagId}/close-proposal`, owner, { note: "Explained; nothing to report." });
    expect(proposed.status).toBe(200);
    expect(await proposed.json()).toMatchObject({ state: "closing", closeProposalNote: "Explained; nothing to report." });

    const self = await post(`/api/admin/flags/${flagId}/close`, owner, { note: "Closing my own." });
    expect(self.status).toBe(403);
    expect(await self.json()).toMatchObject({ code: "same_admin" });
    expect(((await (await call(`/api/admin/flags/${flagId}`, { cookie: owner })).json()) as FlagView).state).toBe("closing");

    const closed = await post(`/api/admin/flags/${flagId}/close`, checker, { note: "Agreed, no report to ANIF." });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({
      state: "closed",
      closeNote: "Agreed, no report to ANIF.",
      closedAt: expect.any(String),
    });
    expect((await post(`/api/admin/flags/${flagId}/close`, checker, { note: "Again." })).status).toBe(409);
    expect((await post(`/api/admin/flags/${flagId}/close-proposal`, owner, { note: "Again." })).status).toBe(409);

    const { results } = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE target_type = 'flag' AND target_id = ? ORDER BY id",
    )
      .bind(String(flagId))
      .all<{ action: string }>();
    expect(results.map((r) => r.action)).toEqual(["flag.note", "flag.close_proposed", "flag.closed"]);
  });

  it("the SQL itself refuses the proposer as closer", async () => {
    const { flagId } = await flagged();
    const admin = await env.DB.prepare("SELECT id FROM admins ORDER BY id LIMIT 1").first<{ id: number }>();
    await env.DB.prepare("UPDATE flags SET state = 'closing', close_proposed_by = ? WHERE id = ?").bind(admin!.id, flagId).run();
    await expect(
      env.DB.prepare("UPDATE flags SET state = 'closed', closed_by = ? WHERE id = ?").bind(admin!.id, flagId).run(),
    ).rejects.toThrow(/CHECK/);
  });

  it("refuses an empty note (400 on note), an unknown flag (404) and a bad id (400), changing nothing", async () => {
    const { flagId } = await flagged();
    const owner = await adminCookie();
    const empty = await post(`/api/admin/flags/${flagId}/close-proposal`, owner, { note: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ field: "note" })] });
    expect((await post("/api/admin/flags/999999999/close-proposal", owner, { note: "Nothing." })).status).toBe(404);
    expect((await post("/api/admin/flags/abc/close", owner, { note: "Nothing." })).status).toBe(400);
    expect(((await (await call(`/api/admin/flags/${flagId}`, { cookie: owner })).json()) as FlagView).state).toBe("open");
  });
});

describe("GET /api/admin/flags/{id}/report (AML-7)", () => {
  it("exports the investor, the case's transfers, requests and notes as JSON and CSV, audited", async () => {
    const { flagId, user, phone } = await flagged();
    const owner = await adminCookie();
    await post(`/api/admin/flags/${flagId}/notes`, owner, { note: "Asked for the source of funds." });
    const res = await call(`/api/admin/flags/${flagId}/report?format=json`, { cookie: owner });
    expect(res.status).toBe(200);
    const report = (await res.json()) as FlagReport;
    expect(report.investor).toMatchObject({ id: user.id, phone });
    expect(report.transfers.map((t) => [t.kind, t.amountXaf]).sort()).toEqual([
      ["deposit", 10_000],
      ["withdrawal_hold", 4_000],
    ]);
    expect(report.requests.map((r) => r.type).sort()).toEqual(["deposit_verification", "withdrawal"]);
    expect(report.flag.notes).toEqual([expect.objectContaining({ note: "Asked for the source of funds." })]);

    const csv = await call(`/api/admin/flags/${flagId}/report?format=csv`, { cookie: owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text).toMatch(/^\uFEFF?section,id,kind,status,amount_xaf/);
    expect(text).toMatch(/\ntransfer,\d+,deposit,,10000,/);
    expect(text).toMatch(/\nnote,\d+,.*Asked for the source of funds\./);
    expect((await call(`/api/admin/flags/${flagId}/report?format=xml`, { cookie: owner })).status).toBe(400);
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'flag.report' AND target_id = ?")
      .bind(String(flagId))
      .first<{ n: number }>();
    expect(audit!.n).toBe(2);
  });
});

describe("the rules' settings (AML-5)", () => {
  it("are the owner's to change, audited; finance may read but not save; bad values are 400 naming the field", async () => {
    const owner = await adminCookie();
    const finance = (await enrolledAdmin("finance")).cookie;
    expect(await (await call("/api/admin/flag-settings", { cookie: finance })).json()).toMatchObject(DEFAULT_FLAG_SETTINGS);
    const changed = { ...DEFAULT_FLAG_SETTINGS, registrationBurst: { enabled: true, accounts: 5 } };
    expect((await call("/api/admin/flag-settings", { method: "PUT", cookie: finance, body: changed })).status).toBe(403);
    const bad = await call("/api/admin/flag-settings", {
      method: "PUT",
      cookie: owner,
      body: { ...changed, quickWithdrawal: { enabled: true, days: 0 } },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [expect.objectContaining({ field: "quickWithdrawal.days" })] });
    try {
      const saved = await call("/api/admin/flag-settings", { method: "PUT", cookie: owner, body: changed });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual(changed);
      const audit = await env.DB.prepare(
        "SELECT detail FROM audit_log WHERE action = 'settings.flags' ORDER BY id DESC LIMIT 1",
      ).first<{
        detail: string;
      }>();
      expect(JSON.parse(audit!.detail)).toMatchObject({ after: changed });
    } finally {
      await env.DB.prepare("DELETE FROM settings WHERE key = 'amlFlagRules'").run();
    }
  });
});

describe("object-level authorization", () => {
  it("investors and visitors reach no flags route (401/403)", async () => {
    const { flagId, cookie } = await flagged();
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/flags"],
      ["GET", `/api/admin/flags/${flagId}`],
      ["GET", `/api/admin/flags/${flagId}/report?format=json`],
      ["GET", `/api/admin/flags/${flagId}/report?format=csv`],
      ["GET", "/api/admin/flag-settings"],
      ["PUT", "/api/admin/flag-settings", DEFAULT_FLAG_SETTINGS],
      ["POST", `/api/admin/flags/${flagId}/notes`, { note: "mine" }],
      ["POST", `/api/admin/flags/${flagId}/close-proposal`, { note: "mine" }],
      ["POST", `/api/admin/flags/${flagId}/close`, { note: "mine" }],
    ];
    for (const [method, path, body] of routes) {
      for (const who of [cookie, undefined]) {
        const res = await call(path, { method, cookie: who, body });
        expect([401, 403], `${method} ${path}`).toContain(res.status);
      }
    }
    const row = await env.DB.prepare("SELECT state FROM flags WHERE id = ?").bind(flagId).first<{ state: string }>();
    expect(row!.state).toBe("open");
    const notes = await env.DB.prepare("SELECT COUNT(*) AS n FROM flag_notes WHERE flag_id = ?")
      .bind(flagId)
      .first<{ n: number }>();
    expect(notes!.n).toBe(0);
  });
});
