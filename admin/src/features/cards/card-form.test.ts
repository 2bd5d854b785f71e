import { describe, expect, it } from "vitest";
import { testI18n } from "../../test/i18n";
import { cardIssueMessage, cardUpdate, checkCardForm, type CardFormValues } from "./card-form";

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
    expect(checkCardForm(values)).toBeUndefined();
    expect(cardUpdate(values)).toMatchObject({ nameFr: "Tableau Nymphéas", howReturnsAreEarnedFr: "Locations de tableaux" });
    const bad = checkCardForm({ ...values, nameFr: " ", howReturnsAreEarnedFr: "" });
    if (!bad) throw new Error("expected errors");
    expect(Object.keys(bad.fields).sort()).toEqual(["howReturnsAreEarnedFr", "nameFr"]);
    const fr = testI18n("fr");
    expect(fr._(bad.fields.nameFr!)).toBe("Le nom en français est obligatoire");
  });

  it("says a text is too long rather than missing, in the reader's language", () => {
    const bad = checkCardForm({ ...values, name: "n".repeat(101), descriptionFr: "d".repeat(1001) });
    if (!bad) throw new Error("expected errors");
    expect(testI18n("en")._(bad.fields.name!)).toBe("At most 100 characters");
    expect(testI18n("fr")._(bad.fields.descriptionFr!)).toBe("1000 caractères au maximum");
  });

  it("words the server's refusals like its own, so a 400 lands under the field it names", () => {
    const message = cardIssueMessage({ ...values, dailyReturn: "30000" });
    const en = testI18n("en");
    const below = message({ field: "dailyReturn", code: "too_big", maximum: 24_999, origin: "number", message: "" });
    expect(en._(below!)).toBe("Must be below the investment amount");
    const long = message({ field: "howReturnsAreEarnedFr", code: "too_big", maximum: 1000, origin: "string", message: "" });
    expect(en._(long!)).toBe("At most 1000 characters");
    expect(message({ field: "json", code: "invalid_type", message: "" })).toBeUndefined();
  });
});
