/** /assistant (signed in): how to reach support, when, and how fast (spec section 2). */
import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { usePublicSettings } from "../../features/settings/api/get-public-settings";
import { SupportButtons } from "../../features/settings/components/support-buttons";

export const Route = createFileRoute("/_auth/assistant")({
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
      <section className="card">
        <h2>
          <Trans>Investment cards</Trans>
        </h2>
        <p className="muted">
          <Trans>An overview of the live investment cards and their target returns will appear here soon.</Trans>
        </p>
      </section>
    </>
  );
}
