/**
 * The shared contracts carry the spec's English messages (schema/src/contracts/auth.ts);
 * the API's `issues` carry the same ones. This maps each to its catalog entry, so a
 * message shows in the reader's language whichever side found the problem.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const PHONE_FORMAT_MESSAGE = "Please enter a valid Cameroon phone number (9 digits starting with 6, 7, 8, or 9)";

const messages: Record<string, MessageDescriptor> = {
  "Phone number must be 9 digits": msg`Phone number must be 9 digits`,
  [PHONE_FORMAT_MESSAGE]: msg`Please enter a valid Cameroon phone number (9 digits starting with 6, 7, 8, or 9)`,
  "Password must be at least 6 characters": msg`Password must be at least 6 characters`,
  "Password must be at most 128 characters": msg`Password must be at most 128 characters`,
  "Password is required": msg`Password is required`,
  "Current password is required": msg`Current password is required`,
  "Full name is required": msg`Full name is required`,
  "Full name is too long": msg`Full name is too long`,
  "Please select a mobile money service": msg`Please select a mobile money service`,
  "Referral code is too long": msg`Referral code is too long`,
  "You must be 18 or older and accept the Terms": msg`You must be 18 or older and accept the Terms`,
};

export const confirmRequired = msg`Password confirmation is required`;
export const passwordsDontMatch = msg`Passwords don't match`;
export const fixFields = msg`Please fill in all required fields correctly.`;

export function fieldMessage(english: string): MessageDescriptor {
  return messages[english] ?? fixFields;
}

/** Issues from zod or from the API, first message per field. */
export function issuesByField(issues: { field: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.field] ??= issue.message;
  return out;
}
