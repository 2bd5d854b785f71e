/** A labelled input with an optional hint and an error wired to it for screen readers. */
import { useId, type InputHTMLAttributes } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  description?: string;
  errorMessage?: string;
}

export function TextField({ label, description, errorMessage, className, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [description && `${id}-hint`, errorMessage && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id} className="field-label">
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
        <p id={`${id}-hint`} className="field-hint">
          {description}
        </p>
      )}
      {errorMessage && (
        <p id={`${id}-error`} className="field-error">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
