import { beforeEach, describe, expect, it } from "vitest";
import { adminCookie, call, depositFor, registerInvestor } from "../../test/helpers";

async function count(cookie: string): Promise<number> {
  return ((await (await call("/api/notifications/count", { cookie })).json()) as { unreadCount: number }).unreadCount;
}

async function announce(admin: string, title = "Hello"): Promise<number> {
  const res = await call("/api/admin/announcements", { method: "POST", cookie: admin, body: { title, message: "Markets open" } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("announcements and notifications", () => {
  // The tests of this file share one database: each starts with no announcements.
  beforeEach(async () => {
    const admin = await adminCookie();
    const all = (await (await call("/api/admin/announcements?limit=200", { cookie: admin })).json()) as {
      items: { id: number }[];
    };
    for (const a of all.items) await call(`/api/admin/announcements/${a.id}`, { method: "DELETE", cookie: admin });
  });

  it("refuses bad titles and messages with the spec's messages, and changes nothing", async () => {
    const admin = await adminCookie();
    const cases: [unknown, string, string][] = [
      [{ title: "  ", message: "m" }, "title", "Title is required"],
      [{ title: "x".repeat(256), message: "m" }, "title", "Title too long"],
      [{ title: "t", message: "" }, "message", "Message is required"],
      [{ title: "t", message: "x".repeat(1001) }, "message", "Message too long"],
      // Text a reader cannot see is no text: zero-width spaces, NUL, a BOM, a Hangul filler.
      [{ title: "\u200B\u200B\u200B", message: "m" }, "title", "Title is required"],
      [{ title: "\u0000\u200D\uFEFF", message: "m" }, "title", "Title is required"],
      [{ title: "t", message: "\u0000\u0000" }, "message", "Message is required"],
      [{ title: "t", message: "\u200B \u3164 \u2060" }, "message", "Message is required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("/api/admin/announcements", { method: "POST", cookie: admin, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ issues: [{ field, message }] });
    }
    expect(await (await call("/api/admin/announcements", { cookie: admin })).json()).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      counts: {},
    });
    expect(
      (
        await call("/api/admin/announcements", {
          method: "POST",
          cookie: admin,
          body: { title: "x".repeat(255), message: "x".repeat(1000) },
        })
      ).status,
    ).toBe(201);
  });

  it("reaches a user who registers later, and toggling or deleting hides it", async () => {
    const admin = await adminCookie();
    const id = await announce(admin);
    const { cookie } = await registerInvestor();
    expect(await count(cookie)).toBe(1);
    const list = (await (await call("/api/notifications", { cookie })).json()) as { id: string; isRead: boolean }[];
    expect(list).toMatchObject([{ id: String(id), announcementId: id, title: "Hello", isRead: false }]);
    await call(`/api/admin/announcements/${id}`, { method: "PATCH", cookie: admin, body: { isActive: false } });
    expect(await count(cookie)).toBe(0);
    expect(await (await call("/api/notifications", { cookie })).json()).toEqual([]);
    expect((await call(`/api/notifications/${id}/read`, { method: "POST", cookie })).status).toBe(404);
    await call(`/api/admin/announcements/${id}`, { method: "PATCH", cookie: admin, body: { isActive: true } });
    expect(await count(cookie)).toBe(1);
    expect((await call(`/api/admin/announcements/${id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    expect(await count(cookie)).toBe(0);
    expect((await call(`/api/admin/announcements/${id}`, { method: "DELETE", cookie: admin })).status).toBe(404);
  });

  it("PATCH applies every field sent (title, message and isActive together), or answers 400 naming the field", async () => {
    const admin = await adminCookie();
    const id = await announce(admin, "Draft");
    const patch = (body: unknown) => call(`/api/admin/announcements/${id}`, { method: "PATCH", cookie: admin, body });
    expect((await patch({ isActive: false })).status).toBe(200);
    const both = await patch({ title: "Final", message: "Markets open at 9", isActive: true });
    expect(both.status).toBe(200);
    expect(await both.json()).toMatchObject({ id, title: "Final", message: "Markets open at 9", isActive: true });
    expect(await (await patch({ message: "Only the message" })).json()).toMatchObject({
      title: "Final",
      message: "Only the message",
      isActive: true,
    });
    const cases: [unknown, string, string][] = [
      [{}, "title", "Send a title, a message or isActive"],
      [{ title: "T", isActive: "yes" }, "isActive", "isActive must be true or false"],
      [{ title: " ", isActive: false }, "title", "Title is required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ issues: [expect.objectContaining({ field, message })] });
    }
    const {
      items: [stored],
    } = (await (await call("/api/admin/announcements", { cookie: admin })).json()) as {
      items: { title: string; isActive: boolean }[];
    };
    expect(stored).toMatchObject({ title: "Final", isActive: true });
  });

  it("keeps read state per user, and 404s for ids the user cannot see", async () => {
    const admin = await adminCookie();
    const first = await announce(admin, "One");
    await announce(admin, "Two");
    const a = await registerInvestor();
    const b = await registerInvestor();
    expect((await call(`/api/notifications/${first}/read`, { method: "POST", cookie: a.cookie })).status).toBe(200);
    expect(await count(a.cookie)).toBe(1);
    expect(await count(b.cookie)).toBe(2);
    expect((await call("/api/notifications/read-all", { method: "POST", cookie: a.cookie })).status).toBe(200);
    expect(await count(a.cookie)).toBe(0);
    expect(await count(b.cookie)).toBe(2);
    const admins = (await (await call("/api/admin/announcements", { cookie: admin })).json()) as {
      items: { id: number; readCount: number }[];
    };
    expect(admins.items.find((x) => x.id === first)?.readCount).toBe(1);
    expect((await call("/api/notifications/999999/read", { method: "POST", cookie: a.cookie })).status).toBe(404);
    expect((await call("/api/notifications/p999999/read", { method: "POST", cookie: a.cookie })).status).toBe(404);
    expect((await call("/api/notifications/abc/read", { method: "POST", cookie: a.cookie })).status).toBe(400);
  });

  it("keeps investors out of the admin routes", async () => {
    const { cookie } = await registerInvestor();
    expect((await call("/api/admin/announcements", { cookie })).status).toBe(401);
    expect((await call("/api/admin/announcements", { method: "POST", cookie, body: { title: "t", message: "m" } })).status).toBe(
      401,
    );
  });

  it("tells the investor once of an approved deposit, even under 5 simultaneous approvals", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    const sub = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: { depositName: "Payer", userName: "670000000", amount: 7000, paymentMethod: "MTN", transactionId: "TXNOTIFY0001" },
    });
    const { id } = (await sub.json()) as { id: number };
    await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`/api/admin/deposit-verifications/${id}`, { method: "PATCH", cookie: admin, body: { status: "approved" } }),
      ),
    );
    const list = (await (await call("/api/notifications", { cookie })).json()) as { id: string }[];
    expect(list).toMatchObject([{ kind: "deposit_approved", announcementId: null, params: { amountXaf: 7000 }, isRead: false }]);
    expect(await count(cookie)).toBe(1);
    expect((await call(`/api/notifications/${list[0]?.id}/read`, { method: "POST", cookie })).status).toBe(200);
    expect(await count(cookie)).toBe(0);
    const other = await registerInvestor();
    expect((await call(`/api/notifications/${list[0]?.id}/read`, { method: "POST", cookie: other.cookie })).status).toBe(404);
  });

  it("carries the admin's note on a rejected deposit", async () => {
    const { cookie } = await registerInvestor();
    const admin = await adminCookie();
    const sub = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: { depositName: "Payer", userName: "670000000", amount: 5000, paymentMethod: "MTN", transactionId: "TXNOTIFY0002" },
    });
    const { id } = (await sub.json()) as { id: number };
    await call(`/api/admin/deposit-verifications/${id}`, {
      method: "PATCH",
      cookie: admin,
      body: { status: "rejected", adminNotes: "Wrong transaction id" },
    });
    await depositFor(cookie, 3000, admin);
    const list = (await (await call("/api/notifications", { cookie })).json()) as { kind: string }[];
    expect(list.map((n) => n.kind).sort()).toEqual(["deposit_approved", "deposit_rejected"]);
    expect(list.find((n) => n.kind === "deposit_rejected")).toMatchObject({ params: { note: "Wrong transaction id" } });
  });

  it("tells the investor once of a withdrawal sent (amount after the fee) or rejected (with the note)", async () => {
    const { cookie, user } = await registerInvestor();
    const admin = await adminCookie();
    await depositFor(cookie, 30_000, admin);
    const withdraw = async (amount: number) =>
      (
        (await (
          await call("/api/transactions/withdraw", {
            method: "POST",
            cookie,
            body: { accountName: "Awa Ndongo", accountNumber: user.phone, paymentMethod: "MTN Mobile Money", amount },
          })
        ).json()) as { id: number }
      ).id;
    const sent = await withdraw(10_010);
    await Promise.all(
      Array.from({ length: 5 }, () => call(`/api/admin/withdrawals/${sent}/approve`, { method: "PUT", cookie: admin, body: {} })),
    );
    const refused = await withdraw(5000);
    await call(`/api/admin/withdrawals/${refused}/reject`, {
      method: "PUT",
      cookie: admin,
      body: { adminNotes: "Wrong number" },
    });
    const list = (await (await call("/api/notifications", { cookie })).json()) as { kind: string; params: unknown }[];
    expect(list.filter((n) => n.kind === "withdrawal_approved")).toMatchObject([{ params: { amountXaf: 9509 } }]);
    expect(list.filter((n) => n.kind === "withdrawal_rejected")).toMatchObject([{ params: { note: "Wrong number" } }]);
  });
});
