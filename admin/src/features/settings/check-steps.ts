/**
 * Deposit steps as edited and their check with the
 * shared `settingsInput` (its `depositStep`): 'Key is required', 'Value is required',
 * 'Description is required', in English and in French (docs/product-rules.md#operator,
 * docs/product-rules.md#content-languages). The form holds one list as `steps`; the
 * contract names the list (`mtnSteps.2.key`), the form its field (`steps[2].key`).
 */
import { msg } from "@lingui/core/macro";
import { type DepositStep, type SettingsInput, settingsInput } from "@app/schema/contracts/settings";
import type { FieldIssue } from "@app/schema/errors";
import { ApiError } from "@app/web/api-client";
import type { FieldMessage } from "../../lib/field-message";
import { checkWith, fieldMessages } from "../../lib/form";

/** A step as edited: the French texts of a step saved before French was required are empty. */
export type EditableStep = Required<DepositStep>;

/** The two lists, each saved alone. */
export type StepsList = "mtnSteps" | "orangeSteps";

export interface StepsValues {
  steps: EditableStep[];
}

export type StepField = "key" | "value" | "description" | "keyFr" | "valueFr" | "descriptionFr";

export function editableSteps(steps: DepositStep[]): EditableStep[] {
  // A step saved before French was required has no French texts yet: edit them as empty.
  return steps.map((step) => ({
    ...step,
    keyFr: step.keyFr ?? "",
    valueFr: step.valueFr ?? "",
    descriptionFr: step.descriptionFr ?? "",
  }));
}

export function blankStep(): EditableStep {
  return {
    key: "",
    value: "",
    description: "",
    keyFr: "",
    valueFr: "",
    descriptionFr: "",
    copyable: false,
  };
}

const MESSAGES: Record<StepField, FieldMessage> = {
  key: msg`Key is required`,
  value: msg`Value is required`,
  description: msg`Description is required`,
  keyFr: msg`French key is required`,
  valueFr: msg`French value is required`,
  descriptionFr: msg`French description is required`,
};

/** The request that saves `list` alone. */
export function stepsRequest(list: StepsList, { steps }: StepsValues): SettingsInput {
  return { [list]: steps };
}

function stepMessage(issue: FieldIssue): FieldMessage | undefined {
  const name = issue.field.split(".").at(-1);
  return name && name in MESSAGES ? MESSAGES[name as StepField] : undefined;
}

/** `mtnSteps.2.key` (the contract's path) as the form's `steps[2].key`. */
function formNames(fields: Record<string, FieldMessage>): Record<string, FieldMessage> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field.replace(/^(?:mtnSteps|orangeSteps)\.(\d+)\./, "steps[$1]."), text]),
  );
}

/** The form's `onSubmit` check of `list`: each refused text named at its field. */
export function checkStepsWith(list: StepsList) {
  const check = checkWith(settingsInput, (values: StepsValues) => stepsRequest(list, values), stepMessage);
  return ({ value }: { value: StepsValues }) => {
    const refused = check({ value });
    return refused && { fields: formNames(refused.fields) };
  };
}

/** A refused save's field issues at the form's fields (none for another error). */
export function serverStepErrors(error: unknown): Record<string, FieldMessage> {
  return error instanceof ApiError ? formNames(fieldMessages(error.issues, stepMessage)) : {};
}
