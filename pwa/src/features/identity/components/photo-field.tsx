/** A labelled file input for one photo (accept image/*; `capture` opens the camera on phones), the same shape as TextField. */
import { useId, type ReactNode } from "react";

interface PhotoFieldProps {
  name: string;
  label: ReactNode;
  description: ReactNode;
  errorMessage?: string;
  capture?: "user" | "environment";
}

export function PhotoField({ name, label, description, errorMessage, capture }: PhotoFieldProps) {
  const id = useId();
  const describedBy = [`${id}-d`, errorMessage ? `${id}-e` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/*"
        capture={capture}
        className="input input--file"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={`${id}-d`} className="field__description">
        {description}
      </p>
      {errorMessage && (
        <p id={`${id}-e`} className="field__error">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
