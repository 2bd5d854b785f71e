/**
 * A labelled search input on react-aria-components: Escape clears it, Enter submits
 * (`onSubmit`), and a clear button appears once something is typed.
 */
import { useLingui } from "@lingui/react/macro";
import {
  Button,
  Input,
  Label,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Text,
} from "react-aria-components";

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, "className" | "children"> {
  label: string;
  description?: string;
  placeholder?: string;
  className?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
}

export function SearchField({ label, description, placeholder, className, hideLabel = false, ...field }: SearchFieldProps) {
  const { t } = useLingui();
  return (
    <AriaSearchField {...field} className={className ? `field search-field ${className}` : "field search-field"}>
      <Label className={hideLabel ? "visually-hidden" : "field-label"}>{label}</Label>
      <div className="search-box">
        <Input className="input" placeholder={placeholder} autoComplete="off" />
        <Button className="search-clear" aria-label={t`Clear search`}>
          ×
        </Button>
      </div>
      {description && (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      )}
    </AriaSearchField>
  );
}
