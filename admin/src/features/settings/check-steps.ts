/**
 * Deposit steps as edited (each with a local id for React) and their check with the
 * shared `depositStep` contract: 'Key is required', 'Value is required',
 * 'Description is required', in English and in French (docs/product-rules.md#operator,
 * docs/product-rules.md#content-languages).
 */
import { msg } from "@lingui/core/macro";
import { depositStep, type DepositStep } from "@app/schema/contracts/settings";
import type { FieldMessage } from "../../lib/field-message";

export interface EditableStep extends DepositStep {
  localId: number;
}

export type StepField = "key" | "value" | "description" | "keyFr" | "valueFr" | "descriptionFr";
export type StepErrors = Partial<Record<StepField, FieldMessage>>;

let nextLocalId = 1;

export function editableSteps(steps: DepositStep[]): EditableStep[] {
  // A step saved before French was required has no French texts yet: edit them as empty.
  return steps.map((step) => ({
    ...step,
    keyFr: step.keyFr ?? "",
    valueFr: step.valueFr ?? "",
    descriptionFr: step.descriptionFr ?? "",
    localId: nextLocalId++,
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
    localId: nextLocalId++,
  };
}

const MESSAGES = {
  key: msg`Key is required`,
  value: msg`Value is required`,
  description: msg`Description is required`,
  keyFr: msg`French key is required`,
  valueFr: msg`French value is required`,
  descriptionFr: msg`French description is required`,
};

/** The steps ready to send, or an error map per step (by local id). */
export function checkSteps(steps: EditableStep[]): { steps: DepositStep[] } | { errors: Map<number, StepErrors> } {
  const errors = new Map<number, StepErrors>();
  const clean: DepositStep[] = [];
  for (const { localId, ...step } of steps) {
    const parsed = depositStep.safeParse(step);
    if (parsed.success) {
      clean.push(parsed.data);
      continue;
    }
    const stepErrors: StepErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StepField;
      stepErrors[field] ??= MESSAGES[field];
    }
    errors.set(localId, stepErrors);
  }
  return errors.size > 0 ? { errors } : { steps: clean };
}
