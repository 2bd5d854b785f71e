/**
 * The links of the parts both apps show (the frame, the first-visit section, the terms):
 * the router's Link inside the signed-in app, a plain anchor on the public pages, which
 * carry no router (src/public; docs/decisions/0038-public-pages-entry.md). The signed-in
 * app provides its link through `AppLinkContext` (app-tree.tsx).
 */
import { type ComponentType, createContext, type ReactNode, useContext } from "react";

export interface AppLinkProps {
  /** A path of the app, with a `#fragment` if any: "/", "/terms#transparency-title". */
  to: string;
  className?: string;
  target?: "_blank";
  onClick?: () => void;
  children: ReactNode;
}

/** A full page load: what every link of the public pages is. */
export function PlainLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const AppLinkContext = createContext<ComponentType<AppLinkProps>>(PlainLink);

export function AppLink(props: AppLinkProps) {
  const Link = useContext(AppLinkContext);
  return <Link {...props} />;
}
