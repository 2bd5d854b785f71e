/**
 * What the investor's dashboard, statement and CSV show of typed text (docs/product-rules.md#statements,
 * #money-status): never the username of the admin who adjusted or approved a balance, and no
 * typed transaction id or reason that a spreadsheet would run as a formula.
 */
import { env } from "cloudflare:test";
import { userUpdateInput } from "@app/schema/contracts/admin";
import { describe, expect, it } from "vitest";
import { updateUser } from "../services/users/profile-edit";
import type { AdminRow } from "../services/admins/accounts";
import { carryOut } from "../services/approvals/carry-out";
import { approve } from "../services/approvals/decide";
import { adminCookie, call, editUser, registerInvestor } from "../../test/helpers";
import { edit, freshRegistrationsPerTest, submit } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("typed text in the investor's CSV statement", () => {
  it("cannot run as a spreadsheet formula: typed ids and reasons are written as text", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const admin = await adminCookie();
    const typed = `=HYPERLINK("https://evil.example/${Date.now()}","MP")`;
    const sub = (await (await submit(cookie, { transactionId: typed })).json()) as { id: number };
    await call(`/api/admin/deposit-verifications/${sub.id}`, { method: "PATCH", cookie: admin, body: { status: "approved" } });
    const res = await editUser(`/api/admin/users/${user.id}`, {
      method: "PUT",
      cookie: admin,
      body: edit(phone, { principalBalance: "5500", expectedPrincipalBalance: "5000", reason: "=1+2 fee refund" }),
    });
    expect(res.status).toBe(200);
    const csv = await (await call("/api/user/statement.csv?lang=en", { cookie })).text();
    const lines = csv.split("\n").filter((l) => l.includes("HYPERLINK") || l.includes("fee refund"));
    expect(lines).toHaveLength(2);
    // No field starts with = + - @, so no spreadsheet evaluates one.
    for (const line of lines) expect(line).not.toMatch(/(^|,)"?[=+\-@]/);
  });
});

describe("no admin named to investors", () => {
  it("keeps the adjusting admin's username out of the investor's dashboard, statement and CSV", async () => {
    const { cookie, user, phone } = await registerInvestor();
    const staff = (await env.DB.prepare(
      "INSERT INTO admins (username, password_hash) VALUES ('zorro-staff', 'x') RETURNING *",
    ).first<AdminRow>())!;
    const input = userUpdateInput.parse(
      edit(phone, {
        fullName: "Test Investor",
        principalBalance: "1500",
        expectedPrincipalBalance: "0",
        reason: "Refund of MTN fee",
      }),
    );
    const [proposal] = (await updateUser(env.DB, staff, user.id, input)).proposals;
    const checker = (await env.DB.prepare(
      "INSERT INTO admins (username, password_hash, role) VALUES ('zorro-checker', 'x', 'finance') RETURNING *",
    ).first<AdminRow>())!;
    await approve(env, checker, proposal!.approvalId, carryOut(env.DB, proposal!.approvalId));
    for (const path of [
      "/api/user/dashboard",
      "/api/user/statement",
      "/api/user/statement.csv?lang=en",
      "/api/user/statement.csv?lang=fr",
    ]) {
      const res = await call(path, { cookie });
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).toContain("Refund of MTN fee");
      expect(text, path).not.toContain("zorro-staff");
      expect(text, path).not.toContain("zorro-checker");
    }
  });
});
