/**
 * Field errors as codes (schema/src/issues.ts): forms keep the `FieldIssue`s in state, not
 * translated sentences, and turn them into text while rendering, so a message follows the
 * language switch and shows the contract's figures (`minimum: 3500` -> "3,500" / "3 500").
 * Each form supplies its own messages (a function from issue to Lingui descriptor), kept in
 * that form's catalog so the first route does not download the others.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { GENERIC_ISSUE_CODES, type FieldIssue, type GenericIssueCode } from "@app/schema/issues";
import type { CodeMessages } from "@app/web/error-messages";
import { formatCount, formatXaf } from "@app/web/money";

export type { FieldIssue };

/** The first issue of each top-level field ("mtnSteps.0.key" counts as "mtnSteps"). */
export type FieldErrors = Partial<Record<string, FieldIssue>>;

/**
 * A form's messages: the descriptor for one issue; `n` writes a number of the issue
 * (minimum, maximum, divisor) in the reader's language.
 */
/** `n` writes a count in the reader's digits, `xaf` an amount with its one currency label. */
export type IssueMessages = (
  issue: FieldIssue,
  n: (value: number | undefined) => string,
  xaf: (value: number | undefined) => string,
) => MessageDescriptor;

/** Keeps the first issue per top-level field, in order. */
export function firstByField(issues: readonly FieldIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) out[issue.field.split(".")[0] ?? issue.field] ??= issue;
  return out;
}

/** True for the generic reasons a contract's checks give; false for an API error code on a field. */
export function isGenericCode(code: string): code is GenericIssueCode {
  return (GENERIC_ISSUE_CODES as readonly string[]).includes(code);
}

/**
 * The text of one issue in the active language. An API error code on a field (the API's
 * refusal put on the field it concerns, e.g. `duplicate_transaction_id` on `transactionId`)
 * is worded by `codes`, the screen's messages for the API's codes, so the field says what
 * the toast says; a form's `messages` word the contract's generic reasons.
 */
export function issueText(i18n: I18n, issue: FieldIssue, messages: IssueMessages, codes: CodeMessages = {}): string {
  const byCode = isGenericCode(issue.code) ? undefined : codes[issue.code as keyof CodeMessages];
  if (byCode) return i18n._(byCode);
  return i18n._(
    messages(
      issue,
      (value) => formatCount(value ?? 0, i18n.locale),
      (value) => formatXaf(value ?? 0, i18n.locale),
    ),
  );
}

/** Every field's text in the active language (`codes`: see `issueText`); call it while rendering, never store the result. */
export function errorTexts(
  i18n: I18n,
  errors: FieldErrors,
  messages: IssueMessages,
  codes: CodeMessages = {},
): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const [field, issue] of Object.entries(errors)) if (issue) out[field] = issueText(i18n, issue, messages, codes);
  return out;
}

/** A field issue made by the client itself (a confirmation mismatch, an API code put on its field). */
export function clientIssue(field: string, code: FieldIssue["code"], message: string = code): FieldIssue {
  return { field, code, message };
}
