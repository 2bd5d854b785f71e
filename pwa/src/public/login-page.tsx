/**
 * /login (docs/product-rules.md#screen-login): the welcome card, and below it what LionArt
 * is, who operates it, its risks and figures (first-visit.tsx). `?ref=` carries a
 * referral code. A visitor who is signed in already goes to the app (main.tsx).
 */
import type { PublicSettingsAnswer } from "../features/settings/api/public-settings";
import { SupportButtons } from "../features/settings/components/support-buttons";
import { WelcomeCard } from "../features/auth/components/welcome-card";
import { SessionEndedNotice } from "../features/auth/components/session-ended-notice";
import { FirstVisit } from "../features/auth/components/first-visit";

interface LoginPageProps {
  referralCode?: string;
  ended?: true;
  settings: PublicSettingsAnswer | undefined;
}

export function LoginPage({ referralCode, ended, settings }: LoginPageProps) {
  return (
    <>
      {ended && <SessionEndedNotice />}
      <WelcomeCard
        referralCode={referralCode}
        loginHelp={<SupportButtons settings={settings} channels={["whatsapp"]} />}
        registerHelp={<SupportButtons settings={settings} channels={["whatsapp", "telegram"]} />}
      />
      <FirstVisit />
    </>
  );
}
