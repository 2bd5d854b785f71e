/**
 * One deposit step: key, value and description in English and in French, copyable; move
 * up, move down, remove (docs/product-rules.md#content-languages).
 */
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { StepField } from "../check-steps";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";

/** What sets one text apart besides its label. */
export interface StepTextOptions {
  maxLength: number;
  /** A description: two lines. */
  multiline?: boolean;
}

interface StepRowProps {
  position: number;
  count: number;
  /** Renders one of the step's texts (its value, error and change). */
  text: (name: StepField, label: string, options: StepTextOptions) => ReactNode;
  copyable: boolean;
  onCopyableChange: (copyable: boolean) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

export function StepRow({ position, count, text, copyable, onCopyableChange, onMove, onRemove }: StepRowProps) {
  const { t } = useLingui();
  return (
    <li className="step-row">
      <fieldset className="step-fieldset">
        <legend className="step-legend">
          <Trans>Step {position}</Trans>
        </legend>
        <div className="field-row">
          {text("key", t`Key`, { maxLength: 100 })}
          {text("value", t`Value`, { maxLength: 200 })}
        </div>
        {text("description", t`Description`, { maxLength: 500, multiline: true })}
        <div className="field-row">
          {text("keyFr", t`Key (French)`, { maxLength: 100 })}
          {text("valueFr", t`Value (French)`, { maxLength: 200 })}
        </div>
        {text("descriptionFr", t`Description (French)`, { maxLength: 500, multiline: true })}
        <div className="step-tools">
          <Switch isSelected={copyable} onChange={onCopyableChange}>
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
