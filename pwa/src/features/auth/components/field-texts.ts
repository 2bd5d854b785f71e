/**
 * The texts of an auth form's field issues in the active language, for its render
 * (lib/field-issues.ts). No issue, no text, and no code needed: a form sets issues only
 * once form-support.ts has loaded (load-form-support.ts), which then writes them.
 */
import type { I18n } from "@lingui/core";
import type { FieldErrors } from "../../../lib/field-issues";
import { formSupport } from "./load-form-support";

const NONE: Partial<Record<string, string>> = {};

export function fieldTexts(i18n: I18n, issues: FieldErrors): Partial<Record<string, string>> {
  if (Object.keys(issues).length === 0) return NONE;
  const { errorTexts, authIssueMessages } = formSupport();
  return errorTexts(i18n, issues, authIssueMessages);
}
