/**
 * The Edit Investment Card form's values as typed, and their check with the shared
 * `cardUpdateInput` (docs/product-rules.md#cards, INV-3): number fields are text until
 * parsed, each field gets one message, on the client's check and on the server's issues alike.
 */
import { msg } from "@lingui/core/macro";
import { CARD_LIMITS, cardUpdateInput, type AdminCardView, type CardUpdateInput } from "@app/schema/contracts/investments";
import type { FieldIssue } from "@app/schema/errors";
import { decimalStringToXaf } from "@app/schema/money";
import { parseWholeXaf } from "@app/web/money";
import type { FieldMessage } from "../../lib/field-message";
import { checkWith, type IssueMessage, parseWith } from "../../lib/form";

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

type CardFormField = Exclude<keyof CardFormValues, "isActive">;
export type CardFormErrors = Record<string, FieldMessage>;

const NUMBER_FIELDS = new Set(["investmentAmount", "dailyReturn", "durationDays"]);

/** The form's starting values: the card as stored, amounts in whole XAF. */
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

const TEXT_MESSAGES = {
  name: msg`Name is required`,
  description: msg`Description is required`,
  howReturnsAreEarned: msg`How returns are earned is required`,
  imageUrl: msg`Must be a valid URL`,
  ...FRENCH_MESSAGES,
};

/** The request body the values stand for, before the contract checks it. */
export function toCardInput(values: CardFormValues) {
  const number = (text: string) => (text.trim() === "" ? undefined : (parseWholeXaf(text) ?? Number.NaN));
  return {
    ...values,
    imageUrl: values.imageUrl.trim(),
    investmentAmount: number(values.investmentAmount),
    dailyReturn: number(values.dailyReturn),
    durationDays: number(values.durationDays) ?? Number.NaN,
  };
}

/** One message per refused field (the client's check or the server's issues), worded from the issue and what was typed there. */
export function cardIssueMessage(values: CardFormValues): IssueMessage {
  return (issue: FieldIssue) => {
    const field = issue.field as CardFormField;
    if (typeof values[field] !== "string") return undefined;
    // A text over its length gets its own message, not "is required" (the contract's maxLength).
    if (issue.code === "too_big" && !NUMBER_FIELDS.has(field)) {
      const maximum = Number(issue.maximum);
      return msg`At most ${maximum} characters`;
    }
    const text = TEXT_MESSAGES[field as keyof typeof TEXT_MESSAGES];
    if (text) return text;
    const empty = values[field].trim() === "";
    if (field === "investmentAmount") return empty ? msg`Investment amount is required` : msg`Whole XAF from 1,000 to 10,000,000`;
    if (field === "dailyReturn") {
      if (empty) return msg`Daily return is required`;
      // The shared contract keeps the daily return below the amount (a too_big under the amount).
      const belowAmount = issue.code === "too_big" && issue.maximum !== CARD_LIMITS.dailyReturnXaf.max;
      return belowAmount ? msg`Must be below the investment amount` : msg`Whole XAF from 1 to 1,000,000`;
    }
    return msg`Whole days from 1 to 365`;
  };
}

/** The form's `onSubmit` check: the contract's refusals, one message per field. */
export function checkCardForm(values: CardFormValues): { fields: CardFormErrors } | undefined {
  return checkWith(cardUpdateInput, toCardInput, cardIssueMessage(values))({ value: values });
}

/** The request body of values that passed `checkCardForm`. */
export function cardUpdate(values: CardFormValues): CardUpdateInput {
  return parseWith(cardUpdateInput, toCardInput(values));
}
