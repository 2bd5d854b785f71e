/**
 * /assistant (docs/product-rules.md#screen-assistant; docs/product-rules.md#operator):
 * support button, hours, response time, the live open cards with their target figures,
 * the public transparency figures and illustrative success stories.
 */
import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { usePublicSettings } from "../../features/settings/api/get-public-settings";
import { SupportButtons } from "../../features/settings/components/support-buttons";
import { investmentCardsQueryOptions } from "../../features/investments/api/get-investment-cards";
import { LiveCardsOverview } from "../../features/investments/components/live-cards-overview";
import { TransparencyFigures } from "../../features/terms/components/transparency-figures";
import { SuccessStories } from "../../features/assistant/components/success-stories";
import { ensureMoneyCatalog } from "../../lib/money-catalog";

export const Route = createFileRoute("/_auth/assistant")({
  // The cards are fetched early, never awaited: the support contacts must show even if they cannot load.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(investmentCardsQueryOptions());
    return ensureMoneyCatalog();
  },
  component: AssistantPage,
});

function AssistantPage() {
  const { data: settings } = usePublicSettings();
  return (
    <>
      <section className="card">
        <h1>
          <Trans>Assistant</Trans>
        </h1>
        <p>
          <Trans>Questions about your account, a deposit or a withdrawal? Write to our support team.</Trans>
        </p>
        <SupportButtons settings={settings} channels={["whatsapp", "telegram", "community"]} />
      </section>
      <div className="grid grid--2">
        <section className="card">
          <h2>
            <Trans>Business hours</Trans>
          </h2>
          <p>
            <Trans>Monday to Saturday, 8:00 AM to 6:00 PM (Cameroon time). Closed on Sunday.</Trans>
          </p>
        </section>
        <section className="card">
          <h2>
            <Trans>Response time</Trans>
          </h2>
          <p>
            <Trans>We usually answer within 1 to 2 hours during business hours.</Trans>
          </p>
        </section>
      </div>
      <section className="card" aria-labelledby="live-cards-title">
        <h2 id="live-cards-title">
          <Trans>Investment cards open today</Trans>
        </h2>
        <LiveCardsOverview />
      </section>
      <div className="card">
        <TransparencyFigures />
      </div>
      <SuccessStories />
    </>
  );
}
