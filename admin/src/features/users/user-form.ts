/**
 * The Edit User form's values as typed, and their check with the shared
 * `userUpdateInput`: balances are whole-XAF text until parsed, each field gets one
 * message, and a reason (5 visible characters or more) is required when a balance
 * differs from the one shown. The balances shown are sent as `expected...`, so a balance
 * that moved meanwhile is refused (409 `balance_changed`) rather than undone.
 */
import { msg } from "@lingui/core/macro";
import {
  MIN_REASON_CHARS,
  userUpdateInput,
  visibleLength,
  type AdminUserView,
  type UserUpdateInput,
} from "@app/schema/contracts/admin";
import type { FieldIssue } from "@app/schema/errors";
import { decimalStringToXaf } from "@app/schema/money";
import type { FieldMessage } from "../../lib/field-message";
import { parseWholeXaf } from "@app/web/money";

export interface UserFormValues {
  fullName: string;
  phone: string;
  mobileMoneyService: string;
  principalBalance: string;
  referralBalance: string;
  isActive: boolean;
  reason: string;
}

export type UserFormField = Exclude<keyof UserFormValues, "isActive">;
export type UserFormErrors = Partial<Record<UserFormField, FieldMessage>>;

const FIELDS: readonly UserFormField[] = [
  "fullName",
  "phone",
  "mobileMoneyService",
  "principalBalance",
  "referralBalance",
  "reason",
];

export function userFormValues(user: AdminUserView): UserFormValues {
  return {
    fullName: user.fullName,
    phone: user.phone,
    mobileMoneyService: user.mobileMoneyService,
    principalBalance: String(decimalStringToXaf(user.principalBalance)),
    referralBalance: String(decimalStringToXaf(user.referralBalance)),
    isActive: user.isActive,
    reason: "",
  };
}

/** True when a typed balance is not the user's current one (then a reason is required). */
export function balanceChanged(user: AdminUserView, values: UserFormValues): boolean {
  const differs = (typed: string, current: string) => parseWholeXaf(typed) !== decimalStringToXaf(current);
  return differs(values.principalBalance, user.principalBalance) || differs(values.referralBalance, user.referralBalance);
}

function fieldMessage(field: UserFormField, values: UserFormValues): FieldMessage {
  const empty = values[field].trim() === "";
  return field === "fullName"
    ? msg`Full name is required`
    : field === "phone"
      ? msg`Phone must be 9 digits`
      : field === "mobileMoneyService"
        ? msg`Please select a mobile money service`
        : field === "reason"
          ? empty
            ? msg`A reason is required to change a balance`
            : visibleLength(values.reason) < MIN_REASON_CHARS
              ? msg`The reason needs at least ${MIN_REASON_CHARS} visible characters`
              : msg`At most 300 characters`
          : empty
            ? msg`Balance is required`
            : msg`Balance must be a whole number of XAF`;
}

export function checkUserForm(
  user: AdminUserView,
  values: UserFormValues,
): { user: UserUpdateInput } | { errors: UserFormErrors } {
  const balance = (text: string) => {
    const xaf = parseWholeXaf(text);
    return xaf === null ? text.trim() : String(xaf);
  };
  const reason = values.reason.trim();
  const parsed = userUpdateInput.safeParse({
    ...values,
    fullName: values.fullName.trim(),
    phone: values.phone.replace(/\s/g, ""),
    principalBalance: balance(values.principalBalance),
    referralBalance: balance(values.referralBalance),
    // What the dialog showed: the server adjusts only if the live balance still equals it.
    expectedPrincipalBalance: String(decimalStringToXaf(user.principalBalance)),
    expectedReferralBalance: String(decimalStringToXaf(user.referralBalance)),
    reason: reason === "" ? undefined : reason,
  });
  const errors: UserFormErrors = {};
  if (parsed.success) {
    if (balanceChanged(user, values) && !parsed.data.reason) errors.reason = fieldMessage("reason", values);
    else return { user: parsed.data };
  } else {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as UserFormField;
      if (!errors[field]) errors[field] = fieldMessage(field, values);
    }
    if (!errors.reason && balanceChanged(user, values) && reason === "") errors.reason = fieldMessage("reason", values);
  }
  return { errors };
}

/** The server's `issues[]` (400 invalid_input, 409 phone_taken) as messages under their fields. */
export function serverFieldErrors(code: string, issues: FieldIssue[], values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const issue of issues) {
    const field = issue.field as UserFormField;
    if (!FIELDS.includes(field) || errors[field]) continue;
    errors[field] =
      field === "phone" && code === "phone_taken" ? msg`Another account uses this phone number.` : fieldMessage(field, values);
  }
  if (code === "phone_taken" && !errors.phone) errors.phone = msg`Another account uses this phone number.`;
  return errors;
}
