/**
 * Replica reads (docs/product-rules.md#replica-reads, READ-1 to READ-4): which D1 session each
 * request starts from, and the bookmark kept in the browser's cookies. Local D1 has no
 * replicas but has the Sessions API and real bookmarks; `withSession` is watched, not replaced.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminCookie, call, depositFor, registerInvestor } from "../../test/helpers";
import { app } from "../app";
import { PUBLIC_REPLICA_ROUTES, REPLICA_READ_ROUTES } from "./d1-session";

const BOOKMARK = "__Host-lionart_bookmark";
const WRITES = "__Host-lionart_writes";

/** The `name=value` pair a response sets for `name`, or null. */
function setPair(res: Response, name: string): string | null {
  const all = (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie();
  return all.find((c) => c.startsWith(`${name}=`))?.split(";")[0] ?? null;
}

/** The bookmark inside a bookmark cookie pair (`<mark>|<bookmark>.<signature>`, URL-encoded). */
function bookmarkIn(pair: string): { mark: string; bookmark: string } {
  const value = decodeURIComponent(pair.slice(pair.indexOf("=") + 1));
  const [mark, rest] = value.split("|") as [string, string];
  return { mark, bookmark: rest.slice(0, rest.lastIndexOf(".")) };
}

/** Watches which constraint or bookmark each D1 session of the following requests starts from. */
function watchSessions() {
  return vi.spyOn(env.DB, "withSession");
}

afterEach(() => vi.restoreAllMocks());

describe("the kept bookmark (READ-1, READ-3)", () => {
  it("is set by a replica read and is where the next read starts", async () => {
    const { cookie } = await registerInvestor();
    const sessions = watchSessions();
    const first = await call("/api/user/dashboard", { cookie });
    expect(first.status).toBe(200);
    expect(sessions).toHaveBeenLastCalledWith("first-primary");
    const kept = setPair(first, BOOKMARK);
    expect(kept).not.toBeNull();
    const set = (first.headers as unknown as { getSetCookie(): string[] }).getSetCookie().find((c) => c.startsWith(BOOKMARK))!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/Secure/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Max-Age=3600/);
    const { bookmark } = bookmarkIn(kept!);
    expect(bookmark).toMatch(/^[0-9a-f-]{1,128}$/);

    for (const path of ["/api/user/statement", "/api/user/money-requests", "/api/notifications", "/api/notifications/count"]) {
      const next = await call(path, { cookie: `${cookie}; ${kept}` });
      expect(next.status, path).toBe(200);
      expect(sessions, path).toHaveBeenLastCalledWith(bookmark);
    }
  });

  it("is ignored when bad, oversized, unsigned or signed by another key, and never causes a 500", async () => {
    const { cookie } = await registerInvestor();
    const writes = setPair(await call("/api/auth/user", { cookie }), WRITES)!;
    const good = setPair(await call("/api/user/dashboard", { cookie: `${cookie}; ${writes}` }), BOOKMARK)!;
    const { mark, bookmark } = bookmarkIn(good);
    const sessions = watchSessions();
    // The control: the genuine pair is used.
    expect((await call("/api/user/dashboard", { cookie: `${cookie}; ${writes}; ${good}` })).status).toBe(200);
    expect(sessions).toHaveBeenLastCalledWith(bookmark);
    const bad = [
      `${BOOKMARK}=garbage`,
      `${BOOKMARK}=${"a".repeat(5000)}`,
      `${BOOKMARK}=${encodeURIComponent(`${mark}|${bookmark}`)}`,
      `${BOOKMARK}=${encodeURIComponent(`${mark}|ffffffff-ffffffff-ffffffff-${"f".repeat(32)}`)}.c2lnbmF0dXJlLW9mLWFub3RoZXIta2V5LTEyMzQ1Njc4OTA=`,
      `${BOOKMARK}=%E0%A4%A`,
      `${good}; ${WRITES}=${"z".repeat(400)}`,
      `${good}; ${WRITES}=%ZZ`,
    ];
    for (const pair of bad) {
      for (const path of ["/api/user/dashboard", "/api/notifications"]) {
        const res = await call(path, { cookie: `${cookie}; ${pair.includes(WRITES) ? "" : `${writes}; `}${pair}` });
        expect(res.status, `${path} ${pair.slice(0, 60)}`).toBe(200);
        expect(sessions).toHaveBeenLastCalledWith("first-primary");
      }
    }
    // Without a session the read is refused as before, whatever the bookmark.
    const anonymous = await call("/api/user/dashboard", { cookie: good });
    expect(anonymous.status).toBe(401);
  });
});

describe("read-after-write (READ-2)", () => {
  it("starts the next read at the primary after the investor's write, which it then sees", async () => {
    const { cookie } = await registerInvestor();
    await depositFor(cookie, 5000);
    const read = await call("/api/notifications/count", { cookie });
    expect(((await read.json()) as { unreadCount: number }).unreadCount).toBeGreaterThan(0);
    const kept = setPair(read, BOOKMARK)!;

    // The write answers with a new writes mark; the bookmark taken before it no longer counts.
    const write = await call("/api/notifications/read-all", { method: "POST", cookie: `${cookie}; ${kept}`, body: {} });
    expect(write.status).toBe(200);
    const mark = setPair(write, WRITES);
    expect(mark).toMatch(/^__Host-lionart_writes=[0-9a-f]{12}$/);

    const sessions = watchSessions();
    const after = await call("/api/notifications/count", { cookie: `${cookie}; ${kept}; ${mark}` });
    expect(sessions).toHaveBeenLastCalledWith("first-primary");
    expect(await after.json()).toEqual({ unreadCount: 0 });
    // The bookmark it keeps is taken under the new mark, and the read after it starts there.
    const renewed = setPair(after, BOOKMARK)!;
    expect(bookmarkIn(renewed).mark).toBe(mark!.split("=")[1]);
    const again = await call("/api/notifications", { cookie: `${cookie}; ${renewed}; ${mark}` });
    expect(again.status).toBe(200);
    expect(sessions).toHaveBeenLastCalledWith(bookmarkIn(renewed).bookmark);
    expect(((await again.json()) as { isRead: boolean }[]).every((n) => n.isRead)).toBe(true);
  });

  it("does not trust a bookmark a slower read set after the write's mark", async () => {
    const { cookie } = await registerInvestor();
    const before = await call("/api/user/dashboard", { cookie });
    const oldMark = `${WRITES}=aaaaaaaaaaaa`;
    // A read sent under the old mark answers last: its bookmark carries the old mark.
    const slow = setPair(
      await call("/api/user/dashboard", { cookie: `${cookie}; ${setPair(before, BOOKMARK)}; ${oldMark}` }),
      BOOKMARK,
    )!;
    expect(bookmarkIn(slow).mark).toBe("aaaaaaaaaaaa");
    const sessions = watchSessions();
    const res = await call("/api/user/dashboard", { cookie: `${cookie}; ${slow}; ${WRITES}=bbbbbbbbbbbb` });
    expect(res.status).toBe(200);
    expect(sessions).toHaveBeenLastCalledWith("first-primary");
  });

  it("gives every other signed-in request a new mark, and anonymous ones none", async () => {
    const { cookie } = await registerInvestor();
    const marks = new Set<string | null>();
    for (let i = 0; i < 3; i++) marks.add(setPair(await call("/api/auth/user", { cookie }), WRITES));
    expect(marks.size).toBe(3);
    expect(marks.has(null)).toBe(false);
    const anonymous = await call("/api/auth/login", {
      method: "POST",
      body: { phone: "670000001", password: "wrong-password-1" },
    });
    expect(setPair(anonymous, WRITES)).toBeNull();
    expect(setPair(await call("/api/settings/public"), WRITES)).toBeNull();
  });
});

describe("what stays on the primary (READ-4)", () => {
  it("the session check: a suspension ends the session on the very next read, bookmark or not (AUTH-10)", async () => {
    const { cookie, user } = await registerInvestor();
    const kept = setPair(await call("/api/user/dashboard", { cookie }), BOOKMARK)!;
    const suspended = await call(`/api/admin/users/${user.id}/suspend`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: { isActive: false },
    });
    expect(suspended.status).toBe(200);
    for (const path of ["/api/user/dashboard", "/api/notifications/count"]) {
      const res = await call(path, { cookie: `${cookie}; ${kept}` });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toMatchObject({ code: "session_ended" });
    }
  });

  it("admin routes: no session, no bookmark or mark set, whatever cookies come", async () => {
    const { cookie } = await registerInvestor();
    const kept = setPair(await call("/api/user/dashboard", { cookie }), BOOKMARK)!;
    const admin = await adminCookie();
    const sessions = watchSessions();
    for (const path of ["/api/admin/users", "/api/admin/stats", "/api/admin/reserve"]) {
      const res = await call(path, { cookie: `${admin}; ${cookie}; ${kept}` });
      expect(res.status, path).toBe(200);
      expect(setPair(res, BOOKMARK)).toBeNull();
      expect(setPair(res, WRITES)).toBeNull();
    }
    expect(sessions).not.toHaveBeenCalled();
  });

  it("public figures start at the primary and set no cookie", async () => {
    const sessions = watchSessions();
    for (const path of ["/api/transparency", "/api/transparency/liabilities"]) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(sessions).toHaveBeenLastCalledWith("first-primary");
      expect(setPair(res, BOOKMARK)).toBeNull();
    }
  });

  it("lists only real GET routes, none of them admin", () => {
    const gets = new Set(app.routes.filter((r) => r.method === "GET").map((r) => `GET ${r.path}`));
    for (const route of [...REPLICA_READ_ROUTES, ...PUBLIC_REPLICA_ROUTES]) {
      expect(gets.has(route), route).toBe(true);
      expect(route).not.toMatch(/\/api\/admin\//);
    }
  });
});
