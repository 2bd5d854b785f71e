/**
 * What the public pages' forms need once touched, in one chunk loaded by
 * load-form-support.ts: the checks (validate.ts), the field and error texts, and the way
 * into the app after a sign-in (enter-app.ts). None of it is needed to show the forms.
 */
export * from "./validate";
export { authIssueMessages } from "./field-messages";
export { clientIssue, errorTexts } from "../../../lib/field-issues";
export { describeError } from "@app/web/error-messages";
export { enterApp } from "../enter-app";
export { enterAfterSignIn, signInMessages, signInRefusal } from "./sign-in-messages";
