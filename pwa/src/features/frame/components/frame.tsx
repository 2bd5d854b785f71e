/**
 * The frame around every page (docs/product-rules.md#screen-frame): the skip link, the top
 * bar, the page, the footer with the settings' support links, community and operator, and
 * the toast area. The signed-in app (routes/__root.tsx) and the public pages
 * (public/public-app.tsx) each give their own top bar.
 */
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { PublicSettingsAnswer } from "../../settings/api/public-settings";
import { SupportButtons } from "../../settings/components/support-buttons";
import { CommunityLinks } from "../../settings/components/community-links";
import { OperatorStatement } from "../../settings/components/operator-statement";
import { Toaster } from "../../../components/ui/toaster";
import { Footer } from "./footer";

interface FrameProps {
  topBar: ReactNode;
  /** The public settings, undefined until read. */
  settings: PublicSettingsAnswer | undefined;
  children: ReactNode;
}

export function Frame({ topBar, settings, children }: FrameProps) {
  const { t } = useLingui();
  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      {topBar}
      <main id="main" className="page">
        {children}
      </main>
      <Footer
        supportButtons={<SupportButtons settings={settings} />}
        communityLinks={<CommunityLinks settings={settings} />}
        operatorStatement={<OperatorStatement settings={settings} />}
      />
      <Toaster />
    </>
  );
}
