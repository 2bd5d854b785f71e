import { describe, expect, it } from "vitest";
import { testI18n } from "../../../test/i18n";
import { badgeText } from "./badge";
import { personalWording } from "./wording";

describe("badgeText", () => {
  it("shows nothing at 0, the count up to 99 and 99+ above", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
});

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("personalWording", () => {
  const en = testI18n("en");
  const fr = testI18n("fr");
  const cases = [
    [
      "deposit_rejected",
      { failureCode: "PAYMENT_NOT_APPROVED" },
      "Your deposit did not go through: The payment was not approved on your phone in time. No money was taken; you can try again.",
      "Votre dépôt n’a pas abouti : Le paiement n’a pas été validé à temps sur votre téléphone. Aucun argent n’a été prélevé ; vous pouvez réessayer.",
    ],
    [
      "withdrawal_rejected",
      { failureCode: "RECIPIENT_NOT_FOUND" },
      "Your withdrawal could not be paid: This number has no mobile money account with this operator. The amount is back in your principal balance.",
      "Votre retrait n’a pas pu être payé : Ce numéro n’a pas de compte mobile money chez cet opérateur. Le montant est revenu sur votre solde principal.",
    ],
    [
      "deposit_approved",
      { amountXaf: 12000 },
      "Deposit approved: FCFA 12,000 credited to your principal balance",
      "Dépôt approuvé : 12 000 FCFA crédités sur votre solde principal",
    ],
    [
      "deposit_rejected",
      { note: "Wrong reference" },
      "Your deposit was rejected: Wrong reference",
      "Votre dépôt a été refusé : Wrong reference",
    ],
    [
      "withdrawal_approved",
      { amountXaf: 5000 },
      "Withdrawal approved: FCFA 5,000 sent to your mobile money account",
      "Retrait approuvé : 5 000 FCFA envoyés sur votre compte mobile money",
    ],
    [
      "withdrawal_rejected",
      { note: "Name mismatch" },
      "Your withdrawal was rejected: Name mismatch",
      "Votre retrait a été refusé : Name mismatch",
    ],
    [
      "referral_bonus_paid",
      { amountXaf: 1000 },
      "Referral bonus: FCFA 1,000 added to your referral earnings",
      "Bonus de parrainage : 1 000 FCFA ajoutés à vos gains de parrainage",
    ],
    [
      "investment_matured",
      // The card's French name to a French reader (issue 34: card names stayed English in French).
      { amountXaf: 30000, cardName: "Solar", cardNameFr: "Solaire" },
      "Your investment in Solar has matured: FCFA 30,000",
      "Votre investissement dans Solaire est arrivé à échéance : 30 000 FCFA",
    ],
    [
      "account_suspended",
      {},
      "Your account has been suspended. Please contact support.",
      "Votre compte a été suspendu. Veuillez contacter le support.",
    ],
    ["account_reactivated", {}, "Your account has been reactivated.", "Votre compte a été réactivé."],
    [
      "password_reset",
      {},
      "An administrator reset your password. Withdrawals are paused for 24 hours for your safety.",
      "Un administrateur a réinitialisé votre mot de passe. Les retraits sont suspendus pendant 24 heures pour votre sécurité.",
    ],
  ] as const;
  for (const [code, params, english, french] of cases) {
    it(`words ${code} (${Object.keys(params).join(", ") || "no parameters"}) in en and fr`, () => {
      expect(nbsp(personalWording(en, code, params).message)).toBe(english);
      expect(nbsp(personalWording(fr, code, params).message)).toBe(french);
    });
  }
});
