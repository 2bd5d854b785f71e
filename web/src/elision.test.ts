/** French elision before a name (docs/product-rules.md#languages, LNG-9): "solde d’Amina", "solde de Paul". */
import { describe, expect, it } from "vitest";
import { nameSound } from "./elision";

describe("nameSound", () => {
  it.each([
    "Amina",
    "Émile",
    "Éloïse",
    "Ibrahim",
    "Oumarou",
    "Ursule",
    "Yves",
    "Hélène",
    "Henri",
    "Hugo",
    "  amina",
    "Œdipe",
    "Âge",
  ])("%s starts with a vowel sound: de elides to d’", (name) => expect(nameSound(name)).toBe("vowel"));

  it.each(["Paul", "Jean-Pierre", "Yannick", "Yaoundé", "Hh", "", "  ", "Ngono", "+237 677 12 34 56", "Wanda"])(
    "%s does not: de stays",
    (name) => expect(nameSound(name)).toBe("other"),
  );
});
