/**
 * The investor cookie names its user so D1 can be read while KV is
 * (docs/decisions/0030-session-reads-side-by-side.md): the name is a claim, never trusted.
 * A cookie edited to another user's id reads nothing of theirs; a cookie of the id alone
 * (set before the change) still signs in; a revoked or ended session stays ended.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, depositFor, registerInvestor } from "../../test/helpers";

const PROTECTED = ["/api/auth/user", "/api/user/dashboard", "/api/notifications/count", "/api/user/statement"];

/** The cookie `name=value` with the user id part replaced by `userId` (or removed, with null). */
function withClaim(cookie: string, userId: number | null): string {
  const [name, value] = cookie.split("=") as [string, string];
  const id = value.slice(value.indexOf(".") + 1);
  return `${name}=${userId === null ? id : `${userId}.${id}`}`;
}

describe("the investor session cookie's user id", () => {
  it("is the signed-in user's, before the session id", async () => {
    const { cookie, user } = await registerInvestor();
    expect(cookie).toMatch(new RegExp(`^__Host-lionart_session=${user.id}\\.[A-Za-z0-9_-]{22}$`));
  });

  it("edited to another user's id, answers 401 on every route and shows nothing of theirs", async () => {
    const victim = await registerInvestor({ fullName: "Victim Person" });
    await depositFor(victim.cookie, 7700);
    const attacker = await registerInvestor({ fullName: "Attacker Person" });
    const forged = withClaim(attacker.cookie, victim.user.id);
    for (const path of PROTECTED) {
      const res = await call(path, { cookie: forged });
      expect(res.status, path).toBe(401);
      const body = await res.text();
      expect(body, path).not.toContain("Victim");
      expect(body, path).not.toContain("7700");
    }
    // The attacker's own session is untouched.
    expect((await call("/api/auth/user", { cookie: attacker.cookie })).status).toBe(200);
  });

  it("missing (a cookie set before the change) still signs in, on single and batched routes", async () => {
    const { cookie } = await registerInvestor({ fullName: "Old Cookie" });
    const old = withClaim(cookie, null);
    for (const path of PROTECTED) expect((await call(path, { cookie: old })).status, path).toBe(200);
    const me = (await (await call("/api/auth/user", { cookie: old })).json()) as { fullName: string };
    expect(me.fullName).toBe("Old Cookie");
  });

  it("does not revive a session ended by logout or by a password change", async () => {
    const a = await registerInvestor();
    expect((await call("/api/auth/logout", { method: "POST", cookie: a.cookie, body: {} })).status).toBe(200);
    for (const path of PROTECTED) expect((await call(path, { cookie: a.cookie })).status, path).toBe(401);

    const b = await registerInvestor();
    await env.DB.prepare("UPDATE users SET session_epoch = session_epoch + 1 WHERE id = ?").bind(b.user.id).run();
    for (const path of PROTECTED) {
      const res = await call(path, { cookie: b.cookie });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toMatchObject({ code: "session_ended" });
    }
  });

  it("malformed, answers 401", async () => {
    for (const value of ["0.abcdefghijklmnopqrstuv", "12.short", "x.abcdefghijklmnopqrstuv", "1.2.abcdefghijklmnopqrstuv"]) {
      expect((await call("/api/user/dashboard", { cookie: `__Host-lionart_session=${value}` })).status, value).toBe(401);
    }
  });
});
