/**
 * The public pages' app, /login and /terms (docs/decisions/0038-public-pages-entry.md):
 * the frame and the page, with no router and no query client, so a first visit becomes
 * interactive on React and this alone. Rendered at build time (prerender.tsx) and
 * hydrated in the browser (main.tsx): both render this same tree. The public settings
 * read as pending until hydrated (lib/public-resource.ts), as the prerender had them.
 */
import { type ReactNode, StrictMode } from "react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { PublicTopBar } from "../features/frame/components/public-top-bar";
import { Frame } from "../features/frame/components/frame";
import { publicSettings } from "../features/settings/api/public-settings";
import type { PublicSettingsAnswer } from "../features/settings/api/public-settings";

/** A public page's body, given the settings (undefined until read). */
export type PublicPageBody = (settings: PublicSettingsAnswer | undefined) => ReactNode;

function PublicApp({ page }: { page: PublicPageBody }) {
  const settings = publicSettings.use().data;
  return (
    <Frame topBar={<PublicTopBar />} settings={settings}>
      {page(settings)}
    </Frame>
  );
}

/** The whole tree of a public page, for the browser and for the prerender alike. */
export function PublicTree({ page }: { page: PublicPageBody }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PublicApp page={page} />
      </I18nProvider>
    </StrictMode>
  );
}
