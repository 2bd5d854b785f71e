/**
 * A labelled text input on react-aria-components, with an optional hint and an error
 * message wired to it for screen readers. `multiline` renders a text area.
 */
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "isInvalid" | "children"> {
  label: string;
  description?: string;
  errorMessage?: string;
  className?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  autoCapitalize?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  className,
  placeholder,
  multiline = false,
  rows = 3,
  autoCapitalize,
  ...field
}: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...field}
      className={className ? `field ${className}` : "field"}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className="field-label">{label}</Label>
      {multiline ? (
        <TextArea className="input textarea" rows={rows} placeholder={placeholder} />
      ) : (
        <Input className="input" placeholder={placeholder} autoCapitalize={autoCapitalize} />
      )}
      {description && (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
