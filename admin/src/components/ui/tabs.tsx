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
  return (
    <AriaTabs
      className={variant === "sub" ? "tabs tabs-sub" : "tabs"}
      selectedKey={selected ?? undefined}
      keyboardActivation="manual"
    >
      <TabList aria-label={label} className="tab-list">
        {items.map((item) => (
          <Tab key={item.key} id={item.key} href={item.href} className="tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {selected !== null && (
        <TabPanel id={selected} className="tab-panel">
          {children}
        </TabPanel>
      )}
    </AriaTabs>
  );
}
