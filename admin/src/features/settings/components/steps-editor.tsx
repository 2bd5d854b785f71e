/**
 * The editor for one operator's deposit steps (docs/product-rules.md#operator): edit,
 * add, remove and reorder, then save that list alone, checked with the shared
 * `settingsInput`. Failure toasts 'Failed to update deposit steps'.
 */
import { useForm, useStore } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { type DepositStep, settingsInput } from "@app/schema/contracts/settings";
import { Button } from "../../../components/ui/button";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { fieldError, parseWith, showFieldErrors, submitForm } from "../../../lib/form";
import { useUpdateSettings } from "../api/update-settings";
import {
  blankStep,
  checkStepsWith,
  editableSteps,
  type StepField,
  type StepsList,
  type StepsValues,
  serverStepErrors,
  stepsRequest,
} from "../check-steps";
import { StepRow, type StepTextOptions } from "./step-row";

const MAX_STEPS = 20;

interface StepsEditorProps {
  field: StepsList;
  title: string;
  initial: DepositStep[];
}

export function StepsEditor({ field: list, title, initial }: StepsEditorProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useUpdateSettings();
  const form = useForm({
    defaultValues: { steps: editableSteps(initial) } as StepsValues,
    validators: { onSubmit: checkStepsWith(list) },
    onSubmit: ({ value, formApi }) => {
      mutation.mutate(parseWith(settingsInput, stepsRequest(list, value)), {
        onSuccess: (settings) => {
          formApi.reset({ steps: editableSteps(settings[list]) });
          toast({ title: t`Deposit steps saved`, description: title });
        },
        onError: (error) => {
          showFieldErrors(formApi, serverStepErrors(error));
          toast({ title: t`Failed to update deposit steps`, description: errorMessage(error, i18n), variant: "destructive" });
        },
      });
    },
  });
  const steps = useStore(form.store, (state) => state.values.steps);
  const dirty = useStore(form.store, (state) => state.isDirty);
  const refused = useStore(form.store, (state) => !state.isFieldsValid);

  const text =
    (index: number) =>
    (name: StepField, label: string, { maxLength, multiline }: StepTextOptions) => (
      <form.Field name={`steps[${index}].${name}`}>
        {(field) => {
          const props = {
            label,
            maxLength,
            value: field.state.value,
            errorMessage: fieldError(i18n, field),
            onChange: field.handleChange,
            onBlur: field.handleBlur,
          };
          return multiline ? <TextAreaField rows={2} {...props} /> : <TextField {...props} />;
        }}
      </form.Field>
    );

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
              // biome-ignore lint/suspicious/noArrayIndexKey: fields are named by place (steps[2].key) and forget their errors when they unmount; the form moves a step's errors with it
              key={index}
              position={index + 1}
              count={steps.length}
              text={text(index)}
              copyable={step.copyable}
              onCopyableChange={(copyable) => form.setFieldValue(`steps[${index}].copyable`, copyable)}
              onMove={(offset) => form.moveFieldValues("steps", index, index + offset)}
              onRemove={() => void form.removeFieldValue("steps", index)}
            />
          ))}
        </ol>
      )}
      {refused && (
        <p className="form-error" role="alert">
          <Trans>Fix the steps marked above, then save.</Trans>
        </p>
      )}
      <div className="actions">
        <Button isDisabled={steps.length >= MAX_STEPS} onClick={() => form.pushFieldValue("steps", blankStep())}>
          <Trans>Add step</Trans>
        </Button>
        <Button tone="primary" isDisabled={mutation.isPending || !dirty} onPress={() => void submitForm(form)}>
          {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Save steps</Trans>}
        </Button>
      </div>
    </section>
  );
}
