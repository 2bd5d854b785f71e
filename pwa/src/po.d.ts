/** Types of the .po catalogs that @lingui/vite-plugin compiles on import. */
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
