/** A read-only value (a referral link) with its copy button, selectable for manual copy. */
import { useId } from "react";
import { CopyButton } from "./copy-button";

export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="copy-field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="copy-field__row">
        <input id={id} className="input" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={value} />
      </div>
    </div>
  );
}
