/**
 * The filter box above a tab's list, kept in the URL's `?q=` (replacing the history
 * entry as one types, so Back leaves the tab rather than undoing letters).
 */
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { SearchField } from "../../components/ui/search-field";

interface TabFilterProps {
  /** What the box looks through, as a placeholder. */
  placeholder: string;
  value: string;
  onChange: (query: string) => void;
}

export function TabFilter({ placeholder, value, onChange }: TabFilterProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  return (
    <SearchField
      className="search"
      label={t`Search`}
      placeholder={placeholder}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(next.trim());
      }}
    />
  );
}
