import { describe, expect, it } from "vitest";
import { fixFrenchTypography, frenchTypographyProblems, poTranslations } from "./french-typography";

describe("French typography", () => {
  it("names and fixes breakable spaces inside numbers, before units and before : ; ? !", () => {
    const text = "Dès 25 000 XAF : frais de 5 % ; prêt ? « Oui » de 8 h";
    expect(frenchTypographyProblems(text)).toEqual([
      "space before : ; ? ! or »",
      "space after «",
      "space inside a number",
      "space between a number and its unit",
    ]);
    const fixed = fixFrenchTypography(text);
    expect(fixed).toBe("Dès 25\u202f000\u00a0XAF\u00a0: frais de 5\u00a0%\u00a0; prêt\u00a0? «\u00a0Oui\u00a0» de 8\u00a0h");
    expect(frenchTypographyProblems(fixed)).toEqual([]);
    expect(frenchTypographyProblems("https://t.me/x, 2 cartes, {amount}")).toEqual([]);
  });

  it("reads each msgstr of a catalog, continuation lines joined", () => {
    const po =
      'msgid ""\nmsgstr ""\n"Language: fr\\n"\n\nmsgid "Hello"\nmsgstr ""\n"Bon"\n"jour : "\n\n#: a.tsx\nmsgid "Yes"\nmsgstr "Oui"\n';
    expect(poTranslations(po)).toEqual([
      { msgid: "Hello", msgstr: "Bonjour : " },
      { msgid: "Yes", msgstr: "Oui" },
    ]);
  });
});
