/** /login, always reachable (spec section 2). `?ref=` carries a referral code. */
import { createFileRoute } from "@tanstack/react-router";
import { usePublicSettings } from "../features/settings/api/get-public-settings";
import { SupportButtons } from "../features/settings/components/support-buttons";
import { WelcomeCard } from "../features/auth/components/welcome-card";

export const Route = createFileRoute("/login")({
  // Every new visitor starts here: shipping it in the entry saves a round trip on 3G.
  codeSplitGroupings: [],
  validateSearch: (search: Record<string, unknown>): { ref?: string } => {
    const ref = typeof search.ref === "string" ? search.ref.trim().slice(0, 32) : "";
    return ref ? { ref } : {};
  },
  component: LoginPage,
});

function LoginPage() {
  const { ref } = Route.useSearch();
  const { data: settings } = usePublicSettings();
  return (
    <WelcomeCard
      key={ref}
      referralCode={ref}
      loginHelp={<SupportButtons settings={settings} channels={["whatsapp"]} />}
      registerHelp={<SupportButtons settings={settings} channels={["whatsapp", "telegram"]} />}
    />
  );
}
