import { describe, expect, it } from "vitest";
import { testI18n } from "../../test/i18n";
import { checkCardForm, type CardFormValues } from "./card-form";

const values: CardFormValues = {
  name: "Lily Board",
  description: "A pond",
  howReturnsAreEarned: "Board rentals",
  nameFr: "Tableau Nymphéas",
  descriptionFr: "Un étang",
  howReturnsAreEarnedFr: "Locations de tableaux",
  imageUrl: "/cards/lilies.svg",
  investmentAmount: "25000",
  dailyReturn: "125",
  durationDays: "30",
  isActive: true,
};

describe("the card editor's French fields (docs/product-rules.md#content-languages)", () => {
  it("sends both languages, and names each French text left blank", () => {
    const ok = checkCardForm(values);
    expect(ok).toMatchObject({ card: { nameFr: "Tableau Nymphéas", howReturnsAreEarnedFr: "Locations de tableaux" } });
    const bad = checkCardForm({ ...values, nameFr: " ", howReturnsAreEarnedFr: "" });
    if (!("errors" in bad)) throw new Error("expected errors");
    expect(Object.keys(bad.errors).sort()).toEqual(["howReturnsAreEarnedFr", "nameFr"]);
    const fr = testI18n("fr");
    expect(fr._(bad.errors.nameFr!)).toBe("Le nom en français est obligatoire");
  });

  it("says a text is too long rather than missing, in the reader's language", () => {
    const bad = checkCardForm({ ...values, name: "n".repeat(101), descriptionFr: "d".repeat(1001) });
    if (!("errors" in bad)) throw new Error("expected errors");
    expect(testI18n("en")._(bad.errors.name!)).toBe("At most 100 characters");
    expect(testI18n("fr")._(bad.errors.descriptionFr!)).toBe("1000 caractères au maximum");
  });
});
