/**
 * WAI-ARIA tabs (roving tab index; arrows, Home and End move between tabs). Only the
 * selected panel is rendered, so a tab's data is requested when it is first opened.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  panel: () => ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** "sub": smaller tabs nested inside another tab's panel. */
  variant?: "main" | "sub";
}

export function Tabs<K extends string>({ label, items, selected, onSelect, variant = "main" }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const current = items.find((item) => item.key === selected) ?? items[0];

  function onKeyDown(event: KeyboardEvent) {
    const index = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  }

  return (
    <div className={variant === "sub" ? "tabs tabs-sub" : "tabs"}>
      <div className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.key === current?.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) refs.current.set(item.key, el);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              onClick={() => onSelect(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          className="tab-panel"
          role="tabpanel"
          id={`${baseId}-panel-${current.key}`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
        >
          {current.panel()}
        </div>
      )}
    </div>
  );
}
