/**
 * Bad and random input to the back office (docs/product-rules.md#errors, ERR-1, ERR-2;
 * #field-issues): approvals, approval settings, admin accounts and the second factor refuse
 * bad input naming its field and changing nothing, and random input to their routes never
 * gets a 500: every answer is JSON with a code.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adminCookie, call, enrolledAdmin, expectLedgerConsistent, sessionCookie } from "../../test/helpers";
import { proposeFunding, reserve } from "../../test/approval-helpers";

describe("bad input is refused naming its field, changing nothing (ERR-1, ERR-2)", () => {
  it("approvals, approval settings, admins and the second factor", async () => {
    const owner = await adminCookie();
    const finance = await enrolledAdmin("finance", owner);
    const id = await proposeFunding(finance.cookie, 10_000);
    const snapshot = async () =>
      JSON.stringify([
        (await env.DB.prepare("SELECT id, status, note FROM approvals ORDER BY id").all()).results,
        (await env.DB.prepare("SELECT id, username, role, disabled_at FROM admins ORDER BY id").all()).results,
        (await env.DB.prepare("SELECT key, value FROM settings ORDER BY key").all()).results,
        await reserve(),
      ]);
    const before = await snapshot();
    const cases: [string, string, unknown, string][] = [
      ["POST", `/api/admin/approvals/${id}/reject`, { note: 12345 }, "note"],
      ["POST", `/api/admin/approvals/${id}/reject`, { note: "  " }, "note"],
      ["POST", `/api/admin/approvals/${id}/reject`, { note: "x".repeat(501) }, "note"],
      // A body that is not an object is named as the whole body (schema/src/issues.ts).
      ["POST", `/api/admin/approvals/${id}/reject`, [], "json"],
      ["POST", `/api/admin/approvals/${id}/reject`, "null", "json"],
      ["POST", "/api/admin/approvals/0/approve", {}, "id"],
      ["POST", "/api/admin/approvals/abc/approve", {}, "id"],
      ["POST", `/api/admin/approvals/${"9".repeat(20)}/approve`, {}, "id"],
      ["POST", "/api/admin/approvals/-1/reject", { note: "fine note" }, "id"],
      ["GET", "/api/admin/approvals?status=open", undefined, "status"],
      ["PUT", "/api/admin/approval-settings", { approvalThresholdXaf: -1, selfApprovalAllowed: false }, "approvalThresholdXaf"],
      ["PUT", "/api/admin/approval-settings", { approvalThresholdXaf: 1.5, selfApprovalAllowed: false }, "approvalThresholdXaf"],
      [
        "PUT",
        "/api/admin/approval-settings",
        { approvalThresholdXaf: "100000", selfApprovalAllowed: false },
        "approvalThresholdXaf",
      ],
      [
        "PUT",
        "/api/admin/approval-settings",
        { approvalThresholdXaf: 1e300, selfApprovalAllowed: false },
        "approvalThresholdXaf",
      ],
      ["PUT", "/api/admin/approval-settings", { approvalThresholdXaf: 5000 }, "selfApprovalAllowed"],
      [
        "PUT",
        "/api/admin/approval-settings",
        { approvalThresholdXaf: 5000, selfApprovalAllowed: "false" },
        "selfApprovalAllowed",
      ],
      ["PATCH", `/api/admin/admins/${finance.id}`, { role: "root" }, "role"],
      ["PATCH", `/api/admin/admins/${finance.id}`, { role: null }, "role"],
      ["PATCH", `/api/admin/admins/${finance.id}`, { disabled: "yes" }, "disabled"],
      ["PATCH", `/api/admin/admins/${finance.id}`, [], "json"],
      ["PATCH", "/api/admin/admins/1.0", { role: "support" }, "id"],
      ["POST", "/api/admin/admins", { username: "kamga\u0000x", password: "staff-password-2026", role: "finance" }, "username"],
      ["POST", "/api/admin/admins", { username: "élise", password: "staff-password-2026", role: "finance" }, "username"],
      ["POST", "/api/admin/admins", { username: "valid-name", password: "p".repeat(129), role: "finance" }, "password"],
      ["POST", "/api/admin/admins", { username: ["a", "b"], password: "staff-password-2026", role: "finance" }, "username"],
      ["POST", "/api/admin/admins/0/totp/reset", {}, "id"],
      ["POST", "/api/admin/me/totp/confirm", { code: 123456 }, "code"],
      ["POST", "/api/admin/me/totp/confirm", { code: "1234567" }, "code"],
      ["POST", "/api/admin/reserve", { amount: 5000, note: "float", requestId: "not-a-uuid" }, "requestId"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(path, { method, cookie: owner, body: typeof body === "string" ? body : body });
      const label = `${method} ${path} ${JSON.stringify(body)}`;
      expect(res.status, label).toBe(400);
      expect(res.headers.get("Content-Type"), label).toMatch(/json/);
      const json = (await res.json()) as { error: string; code: string; issues: { field: string }[] };
      expect(json.code, label).toBe("invalid_input");
      expect(typeof json.error, label).toBe("string");
      expect(
        json.issues.map((i) => i.field),
        label,
      ).toContain(field);
    }
    // Not JSON at all.
    const form = await call(`/api/admin/approvals/${id}/reject`, {
      method: "POST",
      cookie: owner,
      body: "note=hello",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("the second step of sign-in refuses bad codes naming the field", async () => {
    const admin = await enrolledAdmin("support");
    const login = await call("/api/admin/login", {
      method: "POST",
      body: { username: admin.username, password: admin.password },
    });
    const pending = sessionCookie(login);
    for (const [body, field] of [
      [{ code: 123456 }, "code"],
      [{ code: "12345" }, "code"],
      [{ recoveryCode: "x".repeat(100) }, "recoveryCode"],
      [{ recoveryCode: { a: 1 } }, "recoveryCode"],
      [{ code: "123456", recoveryCode: "ABCD-EFGH-IJKL-MNOP" }, "code"],
    ] as const) {
      const res = await call("/api/admin/login/totp", { method: "POST", cookie: pending, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { code: string; issues: { field: string }[] };
      expect(json.code).toBe("invalid_input");
      expect(json.issues.map((i) => i.field)).toContain(field);
    }
  });
});

describe("random input to the back-office routes (ERR-1)", () => {
  it("never gets a 500: every answer is JSON with a code", async () => {
    const owner = await adminCookie();
    const finance = await enrolledAdmin("finance", owner);
    const target = await enrolledAdmin("support", owner);
    const proposal = await proposeFunding(owner, 10_000);
    const routes: [string, string, string][] = [
      ["POST", "/api/admin/approvals/:id/approve", finance.cookie],
      ["POST", "/api/admin/approvals/:id/reject", finance.cookie],
      ["PUT", "/api/admin/approval-settings", owner],
      ["GET", "/api/admin/approvals", owner],
      ["POST", "/api/admin/admins", owner],
      ["PATCH", "/api/admin/admins/:id", owner],
      ["POST", "/api/admin/admins/:id/totp/reset", owner],
      ["POST", "/api/admin/reserve", finance.cookie],
      ["POST", "/api/admin/me/totp/confirm", owner],
      ["POST", "/api/admin/login/totp", owner],
    ];
    // Ids of rows that exist (never the signed-in owner's own, whom a random PATCH could sign out) and junk.
    const idArb = fc.oneof(
      fc.constantFrom(String(proposal), String(target.id), "999999"),
      fc.constantFrom("0", "-1", "abc", "1e3", "0x10", "%00", "9".repeat(30), "1.0"),
    );
    const bodyArb = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            note: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
            approvalThresholdXaf: fc.oneof(fc.integer(), fc.double(), fc.string()),
            selfApprovalAllowed: fc.oneof(fc.boolean(), fc.string()),
            role: fc.oneof(fc.constantFrom("owner", "finance", "support", "root"), fc.anything()),
            disabled: fc.oneof(fc.boolean(), fc.string()),
            username: fc.string(),
            password: fc.string(),
            code: fc.oneof(fc.string(), fc.integer()),
            recoveryCode: fc.oneof(fc.string(), fc.anything()),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
      fc.string(),
    );
    const queryArb = fc.oneof(
      fc.constant(""),
      fc.string().map((s) => `?status=${encodeURIComponent(s)}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), idArb, bodyArb, queryArb, async ([method, path, cookie], id, body, query) => {
        const url = path.replace(":id", encodeURIComponent(id)) + (method === "GET" ? query : "");
        const res = await call(url, { method, cookie, ...(method === "GET" ? {} : { body }) });
        const label = `${method} ${url} ${body}`;
        expect(res.status, label).not.toBe(500);
        expect(res.headers.get("Content-Type") ?? "", label).toMatch(/json/);
        if (res.status >= 400) expect(((await res.json()) as { code?: string }).code, label).toEqual(expect.any(String));
      }),
      { numRuns: 250 },
    );
    await expectLedgerConsistent();
  });
});
