/**
 * Tabs on react-aria-components whose tabs are links: the URL says which tab is open,
 * so a reload or the back button returns to it. Arrows, Home and End move between
 * tabs, Enter opens one. Only the open tab's panel (`children`) is rendered, so a tab's
 * data is requested when it is first opened.
 */
import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from "react-aria-components";
import type { AppHref } from "../../lib/router-link";

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  href: AppHref;
}

interface TabsProps<K extends string> {
  label: string;
  items: TabItem<K>[];
  /** The open tab, from the URL; `null` on a page that is none of them. */
  selected: K | null;
  children?: ReactNode;
  /** "sub": smaller tabs nested inside another tab's panel. */
  variant?: "main" | "sub";
}

export function Tabs<K extends string>({ label, items, selected, children, variant = "main" }: TabsProps<K>) {
  // react-aria always selects a tab (the first when `selected` is none of them) and points
  // its aria-controls at that tab's panel: the one panel rendered must be that one, or the
  // attribute names an id that is not in the page (WCAG 4.1.2, axe aria-valid-attr-value).
  const panelKey = selected !== null && items.some((item) => item.key === selected) ? selected : null;
  return (
    <AriaTabs
      className={variant === "sub" ? "tabs tabs-sub" : "tabs"}
      selectedKey={panelKey ?? items[0]?.key}
      keyboardActivation="manual"
    >
      <TabList aria-label={label} className="tab-list">
        {items.map((item) => (
          <Tab key={item.key} id={item.key} href={item.href} className="tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {panelKey !== null ? (
        // Keyed: react-aria keeps a panel's first id when only its `id` prop changes, so after
        // an in-app move to another tab the open tab's aria-controls named a panel no longer there.
        <TabPanel key={panelKey} id={panelKey} className="tab-panel">
          {children}
        </TabPanel>
      ) : (
        items[0] && <TabPanel id={items[0].key} className="tab-panel" />
      )}
    </AriaTabs>
  );
}
