import { describe, expect, it } from "vitest";
import { langFromAcceptLanguage, requestLang, TEXTS } from "./texts";

describe("the Worker's texts", () => {
  it("picks en or fr from Accept-Language by quality, en when neither is named", () => {
    expect(langFromAcceptLanguage(undefined)).toBe("en");
    expect(langFromAcceptLanguage("")).toBe("en");
    expect(langFromAcceptLanguage("fr-CM,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(langFromAcceptLanguage("en-GB,fr;q=0.5")).toBe("en");
    expect(langFromAcceptLanguage("de,fr;q=0.3")).toBe("fr");
    expect(langFromAcceptLanguage("en;q=0.2,FR;q=0.7")).toBe("fr");
    expect(langFromAcceptLanguage("fr;q=0,en;q=0.1")).toBe("en");
    expect(langFromAcceptLanguage("de-DE,es")).toBe("en");
  });

  it("lets an explicit language win over the header", () => {
    const req = { header: (name: string) => (name === "accept-language" ? "fr" : undefined) };
    expect(requestLang(req)).toBe("fr");
    expect(requestLang(req, "en")).toBe("en");
  });

  it("has every French text written, none left as the English", () => {
    expect(Object.keys(TEXTS.fr.kinds).sort()).toEqual(Object.keys(TEXTS.en.kinds).sort());
    expect(TEXTS.fr.off.deposits_disabled).not.toBe(TEXTS.en.off.deposits_disabled);
    expect(TEXTS.fr.off.withdrawals_disabled).not.toBe(TEXTS.en.off.withdrawals_disabled);
    for (const text of [...Object.values(TEXTS.fr.kinds), ...TEXTS.fr.statementHeaders]) expect(text).not.toBe("");
  });
});
