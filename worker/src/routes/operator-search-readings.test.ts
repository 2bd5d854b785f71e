/**
 * The global search reads what staff copy from the screens (docs/product-rules.md#operator-views,
 * OPS-4; issue 34, item 11): a phone as the panel shows it ("+237 6417…", a part of it), the
 * payment reference investors are shown ("Our reference LA-XXXXXXXX", any case, a prefix) and
 * a card's French name; the users group's total and the users list read the phone the same way.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SearchResponse } from "@app/schema/contracts/admin-overview";
import { adminCookie, call, registerInvestor } from "../../test/helpers";

const find = async (admin: string, q: string) => {
  const res = await call(`/api/admin/search?q=${encodeURIComponent(q)}`, { cookie: admin });
  expect(res.status, q).toBe(200);
  return (await res.json()) as SearchResponse;
};

/** A payment reference no other test uses: `LA-` and 8 Crockford base32 characters. */
function newReference(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return `LA-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => alphabet[b % 32]).join("")}`;
}

describe("GET /api/admin/search reads what staff copy from the screens", () => {
  it("finds a user by a phone as displayed, country code and spaces included, and counts them", async () => {
    const admin = await adminCookie();
    const { user, phone } = await registerInvestor({ fullName: "Phone Displayed" });
    for (const q of [
      `+237 ${phone.slice(0, 4)}`,
      `+237 ${phone.slice(0, 3)} ${phone.slice(3, 5)}`,
      `00237 ${phone.slice(0, 4)}`,
    ]) {
      const body = await find(admin, q);
      expect(
        body.users.map((u) => u.id),
        q,
      ).toContain(user.id);
      expect(body.totals.users, q).toBeGreaterThanOrEqual(body.users.length);
      const list = (await (await call(`/api/admin/users?q=${encodeURIComponent(q)}`, { cookie: admin })).json()) as {
        items: { id: number }[];
      };
      expect(
        list.items.map((u) => u.id),
        q,
      ).toContain(user.id);
    }
  });

  it("finds a payment by the reference the investor is shown, as copied, in any case or by its start", async () => {
    const admin = await adminCookie();
    const { user, phone } = await registerInvestor({ fullName: "Reference Holder" });
    const reference = newReference();
    const paymentId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO payments (id, reference, provider, direction, user_id, amount_xaf, payment_method, phone, status)
       VALUES (?, ?, 'pawapay', 'deposit', ?, 5000, 'MTN', ?, 'failed')`,
    )
      .bind(paymentId, reference, user.id, phone)
      .run();
    for (const q of [
      reference,
      reference.toLowerCase(),
      `Our reference ${reference}`,
      reference.slice(0, 7),
      reference.replace("-", " "),
    ]) {
      const body = await find(admin, q);
      expect(body.transactions, q).toContainEqual(
        expect.objectContaining({
          source: "payment",
          paymentId,
          reference,
          userId: user.id,
          userName: "Reference Holder",
          amountXaf: 5000,
          status: "failed",
          matched: "reference",
        }),
      );
      expect(body.totals.transactions, q).toBeGreaterThanOrEqual(1);
    }
  });

  it("finds a card by its French name, as the Cards tab does", async () => {
    const admin = await adminCookie();
    const stamp = crypto.randomUUID().slice(0, 8);
    const card = await env.DB.prepare(
      `INSERT INTO investment_cards (collection, name, name_fr, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
       VALUES ('Sahel', ?, ?, 'd', 'h', '/a.svg', 25000, 125) RETURNING id`,
    )
      .bind(`Starry Night ${stamp}`, `Nuit étoilée ${stamp}`)
      .first<{ id: number }>();
    for (const q of ["nuit", "NUIT ÉTOILÉE", `étoilée ${stamp}`]) {
      const body = await find(admin, q);
      expect(body.cards, q).toContainEqual(expect.objectContaining({ id: card!.id, nameFr: `Nuit étoilée ${stamp}` }));
      expect(body.totals.cards, q).toBeGreaterThanOrEqual(1);
    }
    // Renamed in French: the index follows.
    await env.DB.prepare("UPDATE investment_cards SET name_fr = ? WHERE id = ?").bind(`Aube ${stamp}`, card!.id).run();
    expect((await find(admin, `nuit étoilée ${stamp}`)).cards).toEqual([]);
    expect((await find(admin, `aube ${stamp}`)).cards).toEqual([expect.objectContaining({ id: card!.id })]);
  });
});
