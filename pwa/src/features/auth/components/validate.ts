/**
 * Client-side checks with the shared contracts (schema/src/contracts/auth.ts). zod/mini
 * costs ~7 kB gzip, so this module is loaded when a form is first touched, never on
 * the first paint of /login (see load-validate.ts).
 *
 * Messages come back translated per field; a 9-character phone that is not a Cameroon
 * mobile number also raises the destructive 'Invalid Phone Number' toast (spec section 5).
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { changePasswordInput, loginInput, registerInput } from "@app/schema/contracts/auth";
import { toast } from "../../../lib/toast-store";
import { confirmRequired, fieldMessage, issuesByField, passwordsDontMatch, PHONE_FORMAT_MESSAGE } from "./field-messages";

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
type Errors = Record<string, string>;

export function translateIssues(i18n: I18n, issues: { field: string; message: string }[]): Errors {
  const byField = issuesByField(issues);
  if (byField.phone === PHONE_FORMAT_MESSAGE) {
    toast({
      title: i18n._(msg`Invalid Phone Number`),
      description: i18n._(fieldMessage(PHONE_FORMAT_MESSAGE)),
      variant: "destructive",
    });
  }
  const out: Errors = {};
  for (const [field, message] of Object.entries(byField)) out[field] = i18n._(fieldMessage(message));
  return out;
}

function zodErrors(i18n: I18n, issues: Issues | undefined): Errors {
  if (!issues) return {};
  return translateIssues(
    i18n,
    issues.map((i) => ({ field: String(i.path[0] ?? ""), message: i.message })),
  );
}

function checkConfirmation(i18n: I18n, errors: Errors, password: string, confirm: string) {
  if (confirm.length < 6) errors.confirmPassword = i18n._(confirmRequired);
  else if (confirm !== password) errors.confirmPassword = i18n._(passwordsDontMatch);
}

export function validateLogin(i18n: I18n, raw: unknown) {
  const parsed = loginInput.safeParse(raw);
  return { data: parsed.data, errors: zodErrors(i18n, parsed.error?.issues) };
}

export function validateRegister(i18n: I18n, raw: { password: string }, confirm: string) {
  const parsed = registerInput.safeParse(raw);
  const errors = zodErrors(i18n, parsed.error?.issues);
  checkConfirmation(i18n, errors, raw.password, confirm);
  return { data: errors.confirmPassword ? undefined : parsed.data, errors };
}

export function validateChangePassword(i18n: I18n, raw: { newPassword: string }, confirm: string) {
  const parsed = changePasswordInput.safeParse(raw);
  const errors = zodErrors(i18n, parsed.error?.issues);
  checkConfirmation(i18n, errors, raw.newPassword, confirm);
  return { data: errors.confirmPassword ? undefined : parsed.data, errors };
}
