/** A labelled multi-line input with an optional hint and an error wired to it for screen readers. */
import { useId, type TextareaHTMLAttributes } from "react";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  description?: string;
  errorMessage?: string;
}

export function TextAreaField({ label, description, errorMessage, className, rows = 3, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [description && `${id}-hint`, errorMessage && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={rows}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
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
