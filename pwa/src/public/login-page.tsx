/**
 * /login (docs/product-rules.md#screen-login): the welcome card, and below it what LionArt
 * is, who operates it, its risks and figures (first-visit.tsx). `?ref=` carries a
 * referral code. A visitor who is signed in already goes to the app (main.tsx).
 */
import type { ComponentType } from "react";
import type { PublicSettingsAnswer } from "../features/settings/api/public-settings";
import { SupportButtons } from "../features/settings/components/support-buttons";
import { WelcomeCard } from "../features/auth/components/welcome-card";
import { FirstVisit } from "../features/auth/components/first-visit";

export { loadRegisterForm } from "../features/auth/components/register-panel";

interface LoginPageProps {
  referralCode?: string;
  /** The notice of a session the server ended (`?ended=true`), loaded with the page then (pages.tsx). */
  EndedNotice?: ComponentType;
  settings: PublicSettingsAnswer | undefined;
}

export function LoginPage({ referralCode, EndedNotice, settings }: LoginPageProps) {
  return (
    <>
      {EndedNotice && <EndedNotice />}
      <WelcomeCard
        referralCode={referralCode}
        loginHelp={<SupportButtons settings={settings} channels={["whatsapp"]} />}
        registerHelp={<SupportButtons settings={settings} channels={["whatsapp", "telegram"]} />}
        ageOfMajority={settings?.ageOfMajority}
      />
      <FirstVisit />
    </>
  );
}
