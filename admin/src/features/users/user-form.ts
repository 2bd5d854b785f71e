/**
 * The Edit User form's values as typed, and their check with the shared
 * `userUpdateInput` (docs/product-rules.md#corrections): balances are whole-XAF text
 * until parsed, each field gets one message, and a reason (5 visible characters or more)
 * is required when a balance differs from the one shown. The balances shown travel with
 * the values and are sent as `expected...`, so a balance that moved meanwhile is refused
 * (409 `balance_changed`) rather than undone.
 */
import { msg } from "@lingui/core/macro";
import { MIN_REASON_CHARS, userUpdateInput, type AdminUserView, type UserUpdateInput } from "@app/schema/contracts/admin";
import { visibleLength } from "@app/schema/contracts/field-text";
import type { FieldIssue } from "@app/schema/errors";
import { decimalStringToXaf } from "@app/schema/money";
import { parseWholeXaf } from "@app/web/money";
import type { FieldMessage } from "../../lib/field-message";
import { checkWith, fieldMessages, type IssueMessage, parseWith } from "../../lib/form";

export interface UserFormValues {
  fullName: string;
  phone: string;
  mobileMoneyService: string;
  principalBalance: string;
  referralBalance: string;
  /** The balances the dialog showed, in whole XAF: what the server must still hold. */
  expectedPrincipalBalance: string;
  expectedReferralBalance: string;
  isActive: boolean;
  reason: string;
}

export type UserFormErrors = Record<string, FieldMessage>;

/** The fields the form shows a message under. */
const FIELDS = new Set(["fullName", "phone", "mobileMoneyService", "principalBalance", "referralBalance", "reason"]);

const PHONE_TAKEN = msg`Another account uses this phone number.`;

/** The form's starting values: the user as shown, their balances both typed and expected. */
export function userFormValues(user: AdminUserView): UserFormValues {
  const principal = String(decimalStringToXaf(user.principalBalance));
  const referral = String(decimalStringToXaf(user.referralBalance));
  return {
    fullName: user.fullName,
    phone: user.phone,
    mobileMoneyService: user.mobileMoneyService,
    principalBalance: principal,
    referralBalance: referral,
    expectedPrincipalBalance: principal,
    expectedReferralBalance: referral,
    isActive: user.isActive,
    reason: "",
  };
}

/** True when a typed balance is not the one shown (then a reason is required). */
export function balanceChanged(values: UserFormValues): boolean {
  const differs = (typed: string, shown: string) => parseWholeXaf(typed) !== Number(shown);
  return (
    differs(values.principalBalance, values.expectedPrincipalBalance) ||
    differs(values.referralBalance, values.expectedReferralBalance)
  );
}

/** The request body the values stand for, before the contract checks it. */
export function toUserInput(values: UserFormValues) {
  const balance = (text: string) => {
    const xaf = parseWholeXaf(text);
    return xaf === null ? text.trim() : String(xaf);
  };
  const reason = values.reason.trim();
  return {
    ...values,
    fullName: values.fullName.trim(),
    phone: values.phone.replace(/\s/g, ""),
    principalBalance: balance(values.principalBalance),
    referralBalance: balance(values.referralBalance),
    reason: reason === "" ? undefined : reason,
  };
}

/** One message per refused field, worded from what was typed there. */
function userIssueMessage(values: UserFormValues): IssueMessage {
  return ({ field }: FieldIssue) => {
    if (!FIELDS.has(field)) return undefined;
    const text = values[field as keyof UserFormValues];
    const empty = typeof text === "string" && text.trim() === "";
    if (field === "fullName") return msg`Full name is required`;
    if (field === "phone") return msg`Phone must be 9 digits`;
    if (field === "mobileMoneyService") return msg`Please select a mobile money service`;
    if (field === "reason") {
      if (empty) return msg`A reason is required to change a balance`;
      return visibleLength(values.reason) < MIN_REASON_CHARS
        ? msg`The reason needs at least ${MIN_REASON_CHARS} visible characters`
        : msg`At most 300 characters`;
    }
    return empty ? msg`Balance is required` : msg`Balance must be a whole number of XAF`;
  };
}

/**
 * The form's `onSubmit` check: the contract's refusals by field, and a reason asked for
 * whenever a typed balance differs from the one shown, even while other fields are
 * refused (the contract judges the reason only once every field parses).
 */
export function checkUserForm(values: UserFormValues): { fields: UserFormErrors } | undefined {
  const message = userIssueMessage(values);
  const refused = checkWith(userUpdateInput, toUserInput, message)({ value: values });
  if (refused?.fields.reason || !balanceChanged(values) || values.reason.trim() !== "") return refused;
  return { fields: { ...refused?.fields, reason: msg`A reason is required to change a balance` } };
}

/** The request body of values that passed `checkUserForm`. */
export function userUpdate(values: UserFormValues): UserUpdateInput {
  return parseWith(userUpdateInput, toUserInput(values));
}

/** A change of this user's phone already waits for a second admin (409 `decide_first`, APR-8). */
const PHONE_CHANGE_OPEN = msg`A change of this phone already waits for a second admin's approval`;

/** The server's field issues (400 invalid_input, 409 phone_taken or decide_first) as messages under their fields. */
export function serverFieldErrors(code: string, issues: readonly FieldIssue[], values: UserFormValues): UserFormErrors {
  const message = userIssueMessage(values);
  const phone = code === "phone_taken" ? PHONE_TAKEN : code === "decide_first" ? PHONE_CHANGE_OPEN : undefined;
  const errors = fieldMessages(issues, (issue) => (issue.field === "phone" && phone ? phone : message(issue)));
  if (phone && !errors.phone) errors.phone = phone;
  return errors;
}
