/**
 * react-aria-components' links (tabs, menu items, links) navigate through TanStack
 * Router: their `href` is a typed route location, so a tab link cannot point at a route
 * that does not exist. `routes/__root.tsx` wires the two together.
 */
import type { NavigateOptions, ToOptions } from "@tanstack/react-router";

export type AppHref = ToOptions;

declare module "react-aria-components" {
  interface RouterConfig {
    href: ToOptions;
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}
