/**
 * The admin's forms run on `@tanstack/react-form`. A form checks its values on submit
 * with the shared zod contract from `schema/`, through the contract's Standard Schema
 * interface; each refused field gets one Lingui message, kept as a descriptor so it follows
 * the language switch (lib/field-message.ts). The server's field issues (the `issues` of a
 * 400 `invalid_input`, or a 409 that names a field) land at their fields the same way, and
 * the next submit clears them (docs/product-rules.md#field-issues).
 */
import type { AnyFieldApi, AnyFormApi, StandardSchemaV1 } from "@tanstack/react-form";
import type { I18n } from "@lingui/core";
import type { FieldIssue } from "@app/schema/errors";
import { toFieldIssues } from "@app/schema/issues";
import { ApiError } from "@app/web/api-client";
import type { FieldMessage } from "./field-message";

/** The message a form shows for one refused field, or undefined for a field it does not show. */
export type IssueMessage = (issue: FieldIssue) => FieldMessage | undefined;

/** The first message of each field, by field name. */
export function fieldMessages(issues: readonly FieldIssue[], message: IssueMessage): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const text = fields[issue.field] ? undefined : message(issue);
    if (text) fields[issue.field] = text;
  }
  return fields;
}

/**
 * A form-level `onSubmit` validator: `toInput(values)` checked by `contract` (a zod schema
 * from `schema/`, read as a Standard Schema), the refused fields named by `message`.
 * Synchronous contracts only (ours are).
 */
export function checkWith<TValues>(contract: StandardSchemaV1, toInput: (values: TValues) => unknown, message: IssueMessage) {
  return ({ value }: { value: TValues }) => {
    const input = toInput(value);
    const result = contract["~standard"].validate(input);
    if (result instanceof Promise) throw new Error("checkWith: an asynchronous contract");
    if (!result.issues) return undefined;
    // zod's Standard Schema issues are its own issues (code, path, bounds).
    const issues = toFieldIssues(result.issues as unknown as Parameters<typeof toFieldIssues>[0], "json", input);
    return { fields: fieldMessages(issues, message) };
  };
}

/** The contract's output for values that passed `checkWith` (the trimmed, parsed request body). */
export function parseWith<T>(contract: StandardSchemaV1<unknown, T>, input: unknown): T {
  const result = contract["~standard"].validate(input);
  if (result instanceof Promise || result.issues) throw new Error("parseWith: values the form's check refused");
  return result.value;
}

/**
 * Submits `form` with its check run afresh. TanStack Form keeps the field errors its last
 * form-level check set and, while one remains, stops a new submit before checking again
 * (https://github.com/TanStack/form/issues/2248): an error that depended on another field
 * (a reason asked for a changed balance) would stay, and block, after that field is put
 * back. So the check's errors are dropped first; the server's stay until the check passes.
 * `meta` is the form's `onSubmitMeta` for this submit.
 */
export function submitForm(form: AnyFormApi, meta?: unknown): Promise<void> {
  for (const name of Object.keys(form.state.fieldMeta)) {
    form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: undefined } }));
  }
  return form.handleSubmit(meta);
}

/** Shows `fields` under their fields until the next submit (a server's answer). */
export function showFieldErrors(form: AnyFormApi, fields: Record<string, FieldMessage>): void {
  form.setErrorMap({ onServer: { fields } });
}

/** Shows an API error's field issues at their fields; other errors show elsewhere (toast, dialog). */
export function showServerIssues(form: AnyFormApi, error: unknown, message: IssueMessage): void {
  if (error instanceof ApiError && error.issues.length > 0) showFieldErrors(form, fieldMessages(error.issues, message));
}

/** The text of a field's first error in the active language, for the field's `errorMessage`. */
export function fieldError(i18n: I18n, field: AnyFieldApi): string | undefined {
  const first = (field.state.meta.errors as (FieldMessage | undefined)[]).find(Boolean);
  return first ? i18n._(first) : undefined;
}
