/**
 * A labelled group of radio buttons on react-aria-components: arrows move between the
 * options, the group's label and error message are wired for screen readers.
 */
import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup } from "react-aria-components";

export interface RadioOption<K extends string> {
  value: K;
  label: string;
}

interface RadioGroupProps<K extends string> {
  label: string;
  name?: string;
  value: K;
  options: RadioOption<K>[];
  onChange: (value: K) => void;
  errorMessage?: string;
}

export function RadioGroup<K extends string>({ label, name, value, options, onChange, errorMessage }: RadioGroupProps<K>) {
  return (
    <AriaRadioGroup
      className="field radio-group"
      name={name}
      value={value}
      onChange={(v) => onChange(v as K)}
      orientation="horizontal"
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className="field-label">{label}</Label>
      <div className="radio-options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="radio">
            {option.label}
          </Radio>
        ))}
      </div>
      {errorMessage && <FieldError className="field-error">{errorMessage}</FieldError>}
    </AriaRadioGroup>
  );
}
