/**
 * The top bar's frame (docs/product-rules.md#screen-frame): the brand, then `nav` (the
 * signed-in links), then the actions (`children`), then `after` (the phone drawer). Shared by
 * the signed-in app (app-top-bar.tsx) and the public pages (public-top-bar.tsx), which need
 * none of the signed-in parts.
 */
import type { ReactNode } from "react";
import { Brand } from "./brand";

interface TopBarProps {
  nav?: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}

export function TopBar({ nav, children, after }: TopBarProps) {
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Brand />
        {nav}
        <div className="top-bar__actions">{children}</div>
      </div>
      {after}
    </header>
  );
}
