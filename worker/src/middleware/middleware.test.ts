import { describe, expect, it } from "vitest";
import { call, registerInvestor } from "../../test/helpers";

describe("origin check (CSRF)", () => {
  it("refuses a state change from a foreign Origin with 403, JSON body or not", async () => {
    const { cookie } = await registerInvestor();
    for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<string, string>[]) {
      const res = await call("/api/auth/logout", { method: "POST", cookie, headers, body: {} });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "forbidden_origin" });
    }
    expect((await call("/api/auth/user", { cookie })).status).toBe(200);
  });
});

describe("malformed input", () => {
  it.each([
    ["not json", "{bad"],
    ["an array", "[]"],
    ["null", "null"],
    ["wrong types", JSON.stringify({ phone: 670000000, password: ["x"] })],
    ["a huge string", JSON.stringify({ phone: "6".repeat(10_000), password: "x".repeat(10_000) })],
  ])("answers 400, never 500, for %s", async (_, body) => {
    const res = await call("/api/auth/login", { method: "POST", body });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("error");
  });

  it("answers 413 for a body over 64 KiB", async () => {
    const res = await call("/api/auth/login", { method: "POST", body: JSON.stringify({ phone: "6".repeat(70_000) }) });
    expect(res.status).toBe(413);
  });
});

describe("security headers", () => {
  it("sends a CSP without inline scripts, nosniff and frame-ancestors none", async () => {
    const res = await call("/api/auth/user");
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
  });
});
