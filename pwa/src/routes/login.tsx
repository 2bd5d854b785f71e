/**
 * /login (docs/product-rules.md#screen-login): the welcome card, and below it what LionArt
 * is, who operates it, its risks and figures (first-visit.tsx). `?ref=` carries a referral code. A visitor
 * who is signed in already (or, offline, was) goes to /dashboard instead.
 */
import { createFileRoute, Navigate } from "@tanstack/react-router";
import { useUser } from "../features/auth/api/get-user";
import { usePublicSettings } from "../features/settings/api/get-public-settings";
import { SupportButtons } from "../features/settings/components/support-buttons";
import { WelcomeCard } from "../features/auth/components/welcome-card";
import { SessionEndedNotice } from "../features/auth/components/session-ended-notice";
import { useHydrated } from "../lib/hydration";
import { FirstVisit } from "../features/auth/components/first-visit";

export const Route = createFileRoute("/login")({
  // Every new visitor starts here: shipping it in the entry saves a round trip on 3G.
  codeSplitGroupings: [],
  validateSearch: (search: Record<string, unknown>): { ref?: string; ended?: true } => {
    const ref = typeof search.ref === "string" ? search.ref.trim().slice(0, 32) : "";
    // ?ended=true: the server ended the session (docs/product-rules.md#money-status, MST-5); the login screen says so.
    const ended = search.ended === true || search.ended === "true" ? (true as const) : undefined;
    return { ...(ref ? { ref } : {}), ...(ended ? { ended } : {}) };
  },
  component: LoginPage,
});

function LoginPage() {
  const { ref, ended } = Route.useSearch();
  // What the prerender had (no settings, nobody signed in) until hydrated (lib/hydration.ts).
  const hydrated = useHydrated();
  const settings = usePublicSettings().data;
  const user = useUser().data;
  if (hydrated && user) return <Navigate to="/dashboard" replace />;
  return (
    <>
      {ended && <SessionEndedNotice />}
      <WelcomeCard
        key={ref}
        referralCode={ref}
        loginHelp={<SupportButtons settings={hydrated ? settings : undefined} channels={["whatsapp"]} />}
        registerHelp={<SupportButtons settings={hydrated ? settings : undefined} channels={["whatsapp", "telegram"]} />}
      />
      <FirstVisit />
    </>
  );
}
