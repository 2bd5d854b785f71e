/** A proposal's sentence elides "de" before a name with a vowel sound in French (LNG-9, issue 34 item 10). */
import { describe, expect, it } from "vitest";
import { nameSound } from "@app/web/elision";
import { testI18n } from "../../test/i18n";
import { adjustBalanceOf, changePayoutPhoneOf } from "./approval-subject";

describe("the user named in a proposal", () => {
  it("is 'd’Amina' in French and 'of Amina' in English", () => {
    const sound = nameSound("Amina");
    expect(testI18n("fr")._({ ...adjustBalanceOf, values: { sound } })).toBe("Ajuster le solde d’<0/>");
    expect(testI18n("fr")._({ ...changePayoutPhoneOf, values: { sound } })).toBe("Changer le téléphone de paiement d’<0/>");
    expect(testI18n("en")._({ ...adjustBalanceOf, values: { sound } })).toBe("Adjust the balance of <0/>");
    expect(testI18n("en")._({ ...changePayoutPhoneOf, values: { sound } })).toBe("Change the payout phone of <0/>");
  });

  it("keeps 'de Paul' in French", () => {
    const sound = nameSound("Paul");
    expect(testI18n("fr")._({ ...adjustBalanceOf, values: { sound } })).toBe("Ajuster le solde de <0/>");
    expect(testI18n("fr")._({ ...changePayoutPhoneOf, values: { sound } })).toBe("Changer le téléphone de paiement de <0/>");
  });
});
