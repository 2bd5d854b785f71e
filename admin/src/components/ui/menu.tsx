/**
 * A menu button on react-aria-components: the trigger opens a popover of actions,
 * arrows move between them, Enter runs one, Escape closes and returns focus.
 */
import type { ReactNode } from "react";
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuTrigger, Popover } from "react-aria-components";
import { Button } from "./button";

export interface MenuAction<K extends string> {
  key: K;
  label: ReactNode;
  /** Red text for actions that cannot be undone. */
  danger?: boolean;
}

interface MenuProps<K extends string> {
  /** The trigger's visible text. */
  label: ReactNode;
  /** The trigger's accessible name when the text alone is ambiguous (for example a row's 'More'). */
  ariaLabel?: string;
  actions: MenuAction<K>[];
  onAction: (key: K) => void;
}

export function Menu<K extends string>({ label, ariaLabel, actions, onAction }: MenuProps<K>) {
  return (
    <MenuTrigger>
      <Button size="small" aria-label={ariaLabel}>
        {label}
        <span className="menu-caret" aria-hidden="true">
          ▾
        </span>
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <AriaMenu className="menu" onAction={(key) => onAction(key as K)}>
          {actions.map((action) => (
            <AriaMenuItem key={action.key} id={action.key} className={action.danger ? "menu-item menu-item-danger" : "menu-item"}>
              {action.label}
            </AriaMenuItem>
          ))}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
