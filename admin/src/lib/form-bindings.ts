/**
 * What every admin form repeats when it wires `@tanstack/react-form` to the screen
 * (lib/form.ts): a field's props for the react-aria text fields, the `<form>`'s submit
 * handler, and showing a failed save's field issues at their fields.
 */
import { useEffect, type FormEvent } from "react";
import type { AnyFieldApi, AnyFormApi } from "@tanstack/react-form";
import type { I18n } from "@lingui/core";
import { fieldError, type IssueMessage, showServerIssues, submitForm } from "./form";

/** A text field's value, change and blur handlers and first error (in the active language) for `field`. */
export function fieldBindings(i18n: I18n, field: AnyFieldApi) {
  return {
    value: field.state.value as string,
    errorMessage: fieldError(i18n, field),
    onChange: (value: string) => field.handleChange(value),
    onBlur: field.handleBlur,
  };
}

/** The `<form onSubmit>` of `form`: no page load, the form's check run afresh (submitForm). */
export function submitHandler(form: AnyFormApi) {
  return (event: FormEvent) => {
    event.preventDefault();
    void submitForm(form);
  };
}

/**
 * Shows `failure`'s field issues (an API error's) at their fields whenever a save fails.
 * `message` is a module-level function: a new one each render would show them again each render.
 */
export function useServerIssues(form: AnyFormApi, failure: unknown, message: IssueMessage): void {
  useEffect(() => {
    if (failure) showServerIssues(form, failure, message);
  }, [failure, form, message]);
}
