/**
 * A card's name where the investor's money moved (issue 34, item 10; docs/product-rules.md
 * #content-languages, LNG-6): the dashboard's history and the statement carry the card's
 * French name beside the ledger's memo (the English name when the transfer was written), so a
 * French reader sees "Tableau des nénuphars", and the French CSV writes it.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, depositFor, fundReserve, registerInvestor } from "../../test/helpers";

const CARD = 71;

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, name_fr, description_fr,
                                   how_returns_are_earned_fr, image_url, investment_amount_xaf, daily_return_xaf)
     VALUES (?1, 'c', 'Lily Board', 'A pond', 'Board rentals', 'Tableau des nénuphars', 'Un étang', 'Locations', '/l.svg', 25000, 125)`,
  )
    .bind(CARD)
    .run();
  await fundReserve(1_000_000);
});

async function investor() {
  const { cookie } = await registerInvestor();
  await depositFor(cookie, 30_000);
  const res = await call("/api/investments", { method: "POST", cookie, body: { cardId: CARD, acceptRisk: true } });
  expect(res.status).toBe(201);
  return cookie;
}

describe("a card's French name in the investor's history", () => {
  it("comes with the investment's line on the dashboard and in the statement", async () => {
    const cookie = await investor();
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as {
      transactions: { type: string; memo: string | null; cardNameFr: string | null }[];
    };
    const line = dash.transactions.find((t) => t.type === "investment");
    expect(line).toMatchObject({ memo: "Lily Board", cardNameFr: "Tableau des nénuphars" });
    expect(dash.transactions.find((t) => t.type === "deposit")).toMatchObject({ cardNameFr: null });

    const page = (await (await call("/api/user/statement", { cookie })).json()) as {
      entries: { kind: string; cardNameFr: string | null }[];
    };
    expect(page.entries.filter((e) => e.kind === "investment").map((e) => e.cardNameFr)).toEqual([
      "Tableau des nénuphars",
      "Tableau des nénuphars",
    ]);
  });

  it("is written in the French CSV, and the English name in the English one", async () => {
    const cookie = await investor();
    const fr = await (await call("/api/user/statement.csv?lang=fr", { cookie })).text();
    const en = await (await call("/api/user/statement.csv?lang=en", { cookie })).text();
    expect(fr).toContain("Tableau des nénuphars");
    expect(fr).not.toContain("Lily Board");
    expect(en).toContain("Lily Board");
    expect(en).not.toContain("Tableau des nénuphars");
  });
});
