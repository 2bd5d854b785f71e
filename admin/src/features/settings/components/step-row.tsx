/** One deposit step: key, value, description, copyable; move up, move down, remove. */
import { Trans, useLingui } from "@lingui/react/macro";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import type { EditableStep, StepErrors } from "../check-steps";

interface StepRowProps {
  step: EditableStep;
  position: number;
  count: number;
  errors?: StepErrors;
  onChange: (step: EditableStep) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

export function StepRow({ step, position, count, errors, onChange, onMove, onRemove }: StepRowProps) {
  const { t } = useLingui();
  return (
    <li className="step-row">
      <fieldset className="step-fieldset">
        <legend className="step-legend">
          <Trans>Step {position}</Trans>
        </legend>
        <div className="field-row">
          <TextField
            label={t`Key`}
            value={step.key}
            maxLength={100}
            errorMessage={errors?.key}
            onChange={(e) => onChange({ ...step, key: e.target.value })}
          />
          <TextField
            label={t`Value`}
            value={step.value}
            maxLength={200}
            errorMessage={errors?.value}
            onChange={(e) => onChange({ ...step, value: e.target.value })}
          />
        </div>
        <TextAreaField
          label={t`Description`}
          rows={2}
          value={step.description}
          maxLength={500}
          errorMessage={errors?.description}
          onChange={(e) => onChange({ ...step, description: e.target.value })}
        />
        <div className="step-tools">
          <label className="checkbox">
            <input type="checkbox" checked={step.copyable} onChange={(e) => onChange({ ...step, copyable: e.target.checked })} />
            <Trans>Copyable (shows a copy button)</Trans>
          </label>
          <div className="actions">
            <button
              type="button"
              className="button button-small"
              disabled={position === 1}
              onClick={() => onMove(-1)}
              aria-label={t`Move step ${position} up`}
            >
              ↑
            </button>
            <button
              type="button"
              className="button button-small"
              disabled={position === count}
              onClick={() => onMove(1)}
              aria-label={t`Move step ${position} down`}
            >
              ↓
            </button>
            <button type="button" className="button button-small button-danger-outline" onClick={onRemove}>
              <Trans>Remove</Trans>
            </button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
