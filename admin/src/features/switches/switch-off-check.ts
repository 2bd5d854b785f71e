/**
 * The 'Turn off' dialog's value and its check with the shared `switchInput`
 * (docs/product-rules.md#switches): an optional public reason of at most
 * `SWITCH_REASON_MAX` characters, trimmed; an empty one is not sent.
 */
import { msg } from "@lingui/core/macro";
import { SWITCH_REASON_MAX, type SwitchInput } from "@app/schema/contracts/deposits";
import type { FieldIssue } from "@app/schema/errors";
import type { FieldMessage } from "../../lib/field-message";

export interface SwitchOffValues {
  reason: string;
}

/** The request that switches off, with the reason when one was written. */
export function switchOffRequest({ reason }: SwitchOffValues): SwitchInput {
  const trimmed = reason.trim();
  return trimmed ? { enabled: false, reason: trimmed } : { enabled: false };
}

export function switchOffMessage(issue: FieldIssue): FieldMessage | undefined {
  if (issue.field !== "reason") return undefined;
  const maximum = issue.maximum ?? SWITCH_REASON_MAX;
  return msg`At most ${maximum} characters`;
}
