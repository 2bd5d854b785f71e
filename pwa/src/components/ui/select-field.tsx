/** A native labelled select with an error message, the same shape as TextField. */
import { useId, type ReactNode, type SelectHTMLAttributes } from "react";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: ReactNode;
  errorMessage?: string;
  children: ReactNode;
}

export function SelectField({ label, errorMessage, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="input"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-e` : undefined}
        {...select}
      >
        {children}
      </select>
      {errorMessage && (
        <p id={`${id}-e`} className="field__error">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
