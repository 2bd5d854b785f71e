/**
 * A labelled whole-number input on react-aria-components: digits only, grouped as the
 * reader's locale groups them, with optional bounds, a hint and an error message.
 * An empty field's value is `NaN`.
 */
import {
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Text,
} from "react-aria-components";

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, "className" | "isInvalid" | "children"> {
  label: string;
  description?: string;
  errorMessage?: string;
  className?: string;
  /** The label is read by screen readers only (a table's cell, whose row and column say what it is). */
  labelHidden?: boolean;
}

export function NumberField({
  label,
  description,
  errorMessage,
  className,
  formatOptions,
  labelHidden = false,
  ...field
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...field}
      formatOptions={formatOptions ?? { maximumFractionDigits: 0 }}
      className={className ? `field ${className}` : "field"}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={labelHidden ? "field-label visually-hidden" : "field-label"}>{label}</Label>
      <Group className="number-group">
        <Input className="input" />
      </Group>
      {description && (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
