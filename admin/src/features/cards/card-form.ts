/**
 * The Edit Investment Card form's values as typed, and their check with the shared
 * `cardUpdateInput`: number fields are text until parsed, each field gets one message.
 */
import { msg } from "@lingui/core/macro";
import { CARD_LIMITS, cardUpdateInput, type AdminCardView, type CardUpdateInput } from "@app/schema/contracts/investments";
import { decimalStringToXaf } from "@app/schema/money";
import type { FieldMessage } from "../../lib/field-message";
import { parseWholeXaf } from "@app/web/money";

export interface CardFormValues {
  name: string;
  description: string;
  howReturnsAreEarned: string;
  nameFr: string;
  descriptionFr: string;
  howReturnsAreEarnedFr: string;
  imageUrl: string;
  investmentAmount: string;
  dailyReturn: string;
  durationDays: string;
  isActive: boolean;
}

export type CardFormField = Exclude<keyof CardFormValues, "isActive">;
export type CardFormErrors = Partial<Record<CardFormField, FieldMessage>>;

export function cardFormValues(card: AdminCardView): CardFormValues {
  return {
    name: card.name,
    description: card.description,
    howReturnsAreEarned: card.howReturnsAreEarned,
    nameFr: card.nameFr,
    descriptionFr: card.descriptionFr,
    howReturnsAreEarnedFr: card.howReturnsAreEarnedFr,
    imageUrl: card.imageUrl,
    investmentAmount: String(decimalStringToXaf(card.investmentAmount)),
    dailyReturn: String(decimalStringToXaf(card.dailyReturn)),
    durationDays: String(card.durationDays),
    isActive: card.isActive,
  };
}

/** The French texts are required too (docs/product-rules.md#content-languages). */
const FRENCH_MESSAGES = {
  nameFr: msg`French name is required`,
  descriptionFr: msg`French description is required`,
  howReturnsAreEarnedFr: msg`French 'how returns are earned' is required`,
};

export function checkCardForm(values: CardFormValues): { card: CardUpdateInput } | { errors: CardFormErrors } {
  const number = (text: string) => (text.trim() === "" ? undefined : (parseWholeXaf(text) ?? Number.NaN));
  const parsed = cardUpdateInput.safeParse({
    ...values,
    imageUrl: values.imageUrl.trim(),
    investmentAmount: number(values.investmentAmount),
    dailyReturn: number(values.dailyReturn),
    durationDays: number(values.durationDays) ?? Number.NaN,
  });
  if (parsed.success) return { card: parsed.data };
  const errors: CardFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CardFormField;
    if (errors[field]) continue;
    const empty = values[field].trim() === "";
    // The shared contract keeps the daily return below the amount (a too_big under the amount).
    const belowAmount = field === "dailyReturn" && issue.code === "too_big" && issue.maximum !== CARD_LIMITS.dailyReturnXaf.max;
    // A text over its length gets its own message, not "is required" (the contract's maxLength).
    if (issue.code === "too_big" && field !== "dailyReturn" && field !== "investmentAmount" && field !== "durationDays") {
      const maximum = Number(issue.maximum);
      errors[field] = msg`At most ${maximum} characters`;
      continue;
    }
    const french = FRENCH_MESSAGES[field as keyof typeof FRENCH_MESSAGES];
    if (french) {
      errors[field] = french;
      continue;
    }
    errors[field] =
      field === "name"
        ? msg`Name is required`
        : field === "description"
          ? msg`Description is required`
          : field === "howReturnsAreEarned"
            ? msg`How returns are earned is required`
            : field === "imageUrl"
              ? msg`Must be a valid URL`
              : field === "investmentAmount"
                ? empty
                  ? msg`Investment amount is required`
                  : msg`Whole XAF from 1,000 to 10,000,000`
                : field === "dailyReturn"
                  ? empty
                    ? msg`Daily return is required`
                    : belowAmount
                      ? msg`Must be below the investment amount`
                      : msg`Whole XAF from 1 to 1,000,000`
                  : msg`Whole days from 1 to 365`;
  }
  return { errors };
}
