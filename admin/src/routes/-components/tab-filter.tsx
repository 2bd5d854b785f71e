/**
 * The filter box above a tab's list, kept in the URL's `?q=` (replacing the history
 * entry as one types, so Back leaves the tab rather than undoing letters).
 */
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useNavigate, useSearch } from "@tanstack/react-router";
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

/**
 * `TabFilter` on the current route's `?q=`: a new filter starts the list at its first page
 * (it drops `?cursor=`).
 */
export function SearchFilter({ placeholder }: Pick<TabFilterProps, "placeholder">) {
  const { q = "" } = useSearch({ strict: false }) as { q?: string };
  const navigate = useNavigate();
  return (
    <TabFilter
      placeholder={placeholder}
      value={q}
      onChange={(next) =>
        void navigate({
          to: ".",
          search: (prev: Record<string, unknown>) => ({ ...prev, q: next || undefined, cursor: undefined }),
          replace: true,
        })
      }
    />
  );
}
