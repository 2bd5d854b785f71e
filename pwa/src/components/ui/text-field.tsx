/**
 * A native labelled input with description and error message wired through
 * aria-describedby: the first route ships no component library
 * (docs/decisions/0012-native-elements-on-pwa-first-route.md).
 */
import { useId, type InputHTMLAttributes, type ReactNode } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
}

export function TextField({ label, description, errorMessage, className, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-d` : "", errorMessage ? `${id}-e` : ""].filter(Boolean).join(" ");
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {description && (
        <p id={`${id}-d`} className="field__description">
          {description}
        </p>
      )}
      {errorMessage && (
        <p id={`${id}-e`} className="field__error">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
