/** The .po catalogs are compiled on import by @lingui/vite-plugin; no generated file is needed. */
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
