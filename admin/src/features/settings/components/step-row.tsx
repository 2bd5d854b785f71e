/**
 * One deposit step: key, value and description in English and in French, copyable; move
 * up, move down, remove (docs/product-rules.md#content-languages).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import type { EditableStep, StepErrors } from "../check-steps";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";
import { fieldText } from "../../../lib/field-message";

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
  const { t, i18n } = useLingui();
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
            errorMessage={fieldText(i18n, errors?.key)}
            onChange={(key) => onChange({ ...step, key })}
          />
          <TextField
            label={t`Value`}
            value={step.value}
            maxLength={200}
            errorMessage={fieldText(i18n, errors?.value)}
            onChange={(value) => onChange({ ...step, value })}
          />
        </div>
        <TextAreaField
          label={t`Description`}
          rows={2}
          value={step.description}
          maxLength={500}
          errorMessage={fieldText(i18n, errors?.description)}
          onChange={(description) => onChange({ ...step, description })}
        />
        <div className="field-row">
          <TextField
            label={t`Key (French)`}
            value={step.keyFr}
            maxLength={100}
            errorMessage={fieldText(i18n, errors?.keyFr)}
            onChange={(keyFr) => onChange({ ...step, keyFr })}
          />
          <TextField
            label={t`Value (French)`}
            value={step.valueFr}
            maxLength={200}
            errorMessage={fieldText(i18n, errors?.valueFr)}
            onChange={(valueFr) => onChange({ ...step, valueFr })}
          />
        </div>
        <TextAreaField
          label={t`Description (French)`}
          rows={2}
          value={step.descriptionFr}
          maxLength={500}
          errorMessage={fieldText(i18n, errors?.descriptionFr)}
          onChange={(descriptionFr) => onChange({ ...step, descriptionFr })}
        />
        <div className="step-tools">
          <Switch isSelected={step.copyable} onChange={(copyable) => onChange({ ...step, copyable })}>
            <Trans>Copyable (shows a copy button)</Trans>
          </Switch>
          <div className="actions">
            <Button size="small" isDisabled={position === 1} onPress={() => onMove(-1)} aria-label={t`Move step ${position} up`}>
              ↑
            </Button>
            <Button
              size="small"
              isDisabled={position === count}
              onPress={() => onMove(1)}
              aria-label={t`Move step ${position} down`}
            >
              ↓
            </Button>
            <Button size="small" tone="danger-outline" onPress={onRemove}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
