/**
 * The editor for one operator's deposit steps (docs/product-rules.md#operator): edit,
 * add, remove and reorder, then save that list alone. Failure toasts 'Failed to update
 * deposit steps'.
 */
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositStep } from "@app/schema/contracts/settings";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useUpdateSettings } from "../api/update-settings";
import { blankStep, checkSteps, editableSteps, type EditableStep, type StepErrors } from "../check-steps";
import { StepRow } from "./step-row";
import { Button } from "../../../components/ui/button";

const MAX_STEPS = 20;

interface StepsEditorProps {
  field: "mtnSteps" | "orangeSteps";
  title: string;
  initial: DepositStep[];
}

export function StepsEditor({ field, title, initial }: StepsEditorProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useUpdateSettings();
  const [steps, setSteps] = useState<EditableStep[]>(() => editableSteps(initial));
  const [errors, setErrors] = useState<Map<number, StepErrors>>(new Map());
  const [dirty, setDirty] = useState(false);

  function edit(next: EditableStep[]) {
    setSteps(next);
    setDirty(true);
  }

  function move(index: number, offset: -1 | 1) {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    next.splice(index + offset, 0, step!);
    edit(next);
  }

  function save() {
    const checked = checkSteps(steps);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors(new Map());
    mutation.mutate(
      { [field]: checked.steps },
      {
        onSuccess: (settings) => {
          setSteps(editableSteps(settings[field]));
          setDirty(false);
          toast({ title: t`Deposit steps saved`, description: title });
        },
        onError: (error) =>
          toast({ title: t`Failed to update deposit steps`, description: errorMessage(error, i18n), variant: "destructive" }),
      },
    );
  }

  return (
    <section className="card form-card" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      {steps.length === 0 ? (
        <p className="empty">
          <Trans>No steps. Investors see the built-in steps until both lists have at least one.</Trans>
        </p>
      ) : (
        <ol className="step-list">
          {steps.map((step, index) => (
            <StepRow
              key={step.localId}
              step={step}
              position={index + 1}
              count={steps.length}
              errors={errors.get(step.localId)}
              onChange={(changed) => edit(steps.map((s) => (s.localId === changed.localId ? changed : s)))}
              onMove={(offset) => move(index, offset)}
              onRemove={() => edit(steps.filter((s) => s.localId !== step.localId))}
            />
          ))}
        </ol>
      )}
      {errors.size > 0 && (
        <p className="form-error" role="alert">
          <Trans>Fix the steps marked above, then save.</Trans>
        </p>
      )}
      <div className="actions">
        <Button isDisabled={steps.length >= MAX_STEPS} onClick={() => edit([...steps, blankStep()])}>
          <Trans>Add step</Trans>
        </Button>
        <Button tone="primary" isDisabled={mutation.isPending || !dirty} onPress={save}>
          {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Save steps</Trans>}
        </Button>
      </div>
    </section>
  );
}
