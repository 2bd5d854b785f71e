/**
 * Path ids (docs/product-rules.md#request-safety, SEC-6): a lenient id (hexadecimal,
 * exponent, sign, leading zero, decimal point, full-width or Arabic digits, too long) is
 * 400 naming `id` on every route with an `:id`, and acts on no row.
 */
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { adminCookie, call, registerInvestor } from "../../test/helpers";
import { count, freshRegistrationsPerTest } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("path ids (SEC-6)", () => {
  it.each(["0x10", "1e2", "1%0A", "01", "-1", "1.0", "%201", "12345678901234567", "9007199254740993"])(
    "answers 400 naming id for %s, acting on no row",
    async (raw) => {
      const admin = await adminCookie();
      const res = await call(`/api/admin/users/${raw}`, { method: "DELETE", cookie: admin });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "id" }] });
      const patch = await call(`/api/admin/deposit-verifications/${raw}`, {
        method: "PATCH",
        cookie: admin,
        body: { status: "rejected" },
      });
      expect(patch.status).toBe(400);
    },
  );

  it("does not read 0x10 as user 16", async () => {
    const admin = await adminCookie();
    const users = [];
    for (let i = 0; i < 16; i++) users.push(await registerInvestor());
    const sixteenth = users.find((u) => u.user.id === 16) ?? users.at(-1)!;
    const hex = `0x${sixteenth.user.id.toString(16)}`;
    expect((await call(`/api/admin/users/${hex}`, { method: "DELETE", cookie: admin })).status).toBe(400);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL", sixteenth.user.id)).toBe(1);
  });
});

describe("every path id of the app", () => {
  it("answers 400 naming id for a lenient id on every route with an :id, acting on nothing", async () => {
    const admin = await adminCookie();
    const { cookie } = await registerInvestor();
    const routes = [
      ...new Set(app.routes.filter((r) => r.path.includes(":id") && r.method !== "ALL").map((r) => `${r.method} ${r.path}`)),
    ];
    expect(routes.length).toBeGreaterThan(5);
    const before = await count("SELECT COUNT(*) AS n FROM audit_log");
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      for (const raw of ["0x10", "1e2", "1%0A", "01", "+1", "1.0", "%EF%BC%91", "%D9%A1", "0", "1%00"]) {
        const res = await call(path.replace(":id", raw), {
          method,
          cookie: path.startsWith("/api/admin") ? admin : cookie,
          body: method === "GET" || method === "DELETE" ? undefined : {},
        });
        expect(res.status, `${route} ${raw}`).toBe(400);
        expect(await res.json(), `${route} ${raw}`).toMatchObject({ issues: [{ field: "id" }] });
      }
    }
    expect(await count("SELECT COUNT(*) AS n FROM audit_log")).toBe(before);
  });
});
