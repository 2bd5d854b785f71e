/**
 * The push wording of a payment the provider failed (docs/product-rules.md#automatic-rails):
 * the operator's code in the subscriber's language, never the code itself or an English note.
 */
import { describe, expect, it } from "vitest";
import { renderPush } from "./messages";

const personal = (code: "deposit_rejected" | "withdrawal_rejected", failureCode: string) =>
  ({ kind: "personal", notificationId: 7, code, params: { failureCode } }) as const;

describe("renderPush of a failed payment", () => {
  it("words a deposit the payer did not approve in English and in French", () => {
    expect(renderPush(personal("deposit_rejected", "PAYMENT_NOT_APPROVED"), "en")).toMatchObject({
      title: "Deposit failed",
      body: "Your deposit did not go through: The payment was not approved on your phone in time. No money was taken; you can try again.",
    });
    expect(renderPush(personal("deposit_rejected", "PAYMENT_NOT_APPROVED"), "fr")).toMatchObject({
      title: "Dépôt échoué",
      body: "Votre dépôt n’a pas abouti\u00a0: Le paiement n’a pas été validé à temps sur votre téléphone. Aucun argent n’a été prélevé\u00a0; vous pouvez réessayer.",
    });
  });

  it("words a payout to a number without an account, and says the money is back", () => {
    const fr = renderPush(personal("withdrawal_rejected", "RECIPIENT_NOT_FOUND"), "fr");
    expect(fr.title).toBe("Retrait non payé");
    expect(fr.body).toContain("Ce numéro n’a pas de compte mobile money chez cet opérateur.");
    expect(fr.body).toContain("Le montant est revenu sur votre solde principal.");
  });

  it("gives a code it does not know the general sentence, never the code", () => {
    const en = renderPush(personal("withdrawal_rejected", "SOMETHING_NEW"), "en");
    expect(en.body).toBe(
      "Your withdrawal could not be paid: The operator could not send the money. The amount is back in your principal balance.",
    );
    expect(en.body).not.toContain("SOMETHING_NEW");
  });
});

describe("renderPush of a matured investment (issue 34: card names stayed English in French)", () => {
  it("names the card by its French name to a French reader, by its English name otherwise", () => {
    const matured = {
      kind: "personal",
      notificationId: 8,
      code: "investment_matured",
      params: { amountXaf: 30_000, cardName: "Starry Night Board", cardNameFr: "Tableau Nuit étoilée" },
    } as const;
    expect(renderPush(matured, "fr").body).toContain("Tableau Nuit étoilée");
    expect(renderPush(matured, "fr").body).not.toContain("Starry Night Board");
    expect(renderPush(matured, "en").body).toContain("Starry Night Board");
    // A card without a French name keeps its one name.
    const plain = { ...matured, params: { amountXaf: 30_000, cardName: "Solar" } };
    expect(renderPush(plain, "fr").body).toContain("Solar");
  });
});
