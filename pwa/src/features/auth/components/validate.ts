/**
 * Client-side checks with the shared contracts (schema/src/contracts/auth.ts). zod/mini
 * costs ~7 kB gzip, so this module is loaded when a form is first touched, never on
 * the first paint of /login (see load-form-support.ts).
 *
 * Errors come back as field issues (codes with their figures), which the form renders in
 * the reader's language with field-messages.ts; a 9-character phone that is not a Cameroon
 * mobile number also raises the destructive 'Invalid Phone Number' toast
 * (docs/product-rules.md#field-issues).
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { changePasswordInput, loginInput, registerInput } from "@app/schema/contracts/auth";
import { toFieldIssues, type FieldIssue } from "@app/schema/issues";
import { clientIssue, firstByField, issueText, type FieldErrors } from "../../../lib/field-issues";
import { toast } from "@app/web/toast-store";
import { authIssueMessages } from "./field-messages";

type ZodIssues = Parameters<typeof toFieldIssues>[0];

/** The issues of a check or of an API answer, one per field; toasts a malformed phone number. */
export function fieldErrors(i18n: I18n, issues: readonly FieldIssue[]): FieldErrors {
  const errors = firstByField(issues);
  if (errors.phone?.code === "invalid_format") {
    toast({
      title: msg`Invalid Phone Number`,
      description: issueText(i18n, errors.phone, authIssueMessages),
      variant: "destructive",
    });
  }
  return errors;
}

function zodErrors(i18n: I18n, issues: ZodIssues | undefined, root: unknown): FieldErrors {
  return issues ? fieldErrors(i18n, toFieldIssues(issues, "json", root)) : {};
}

function checkConfirmation(errors: FieldErrors, password: string, confirm: string) {
  if (confirm.length < 6) errors.confirmPassword = clientIssue("confirmPassword", "required");
  else if (confirm !== password) errors.confirmPassword = clientIssue("confirmPassword", "mismatch");
}

export function validateLogin(i18n: I18n, raw: unknown) {
  const parsed = loginInput.safeParse(raw);
  return { data: parsed.data, errors: zodErrors(i18n, parsed.error?.issues, raw) };
}

export function validateRegister(i18n: I18n, raw: { password: string }, confirm: string) {
  const parsed = registerInput.safeParse(raw);
  const errors = zodErrors(i18n, parsed.error?.issues, raw);
  checkConfirmation(errors, raw.password, confirm);
  return { data: errors.confirmPassword ? undefined : parsed.data, errors };
}

export function validateChangePassword(i18n: I18n, raw: { newPassword: string }, confirm: string) {
  const parsed = changePasswordInput.safeParse(raw);
  const errors = zodErrors(i18n, parsed.error?.issues, raw);
  checkConfirmation(errors, raw.newPassword, confirm);
  return { data: errors.confirmPassword ? undefined : parsed.data, errors };
}
